// The app server's log: the same JSON line shape as Strapi's (server/src/lib/logging/json-logger.ts,
// docs/deployment.md "Logs"), one request line per request with the id nginx gave it.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { CENSOR, REDACTED_PATHS, scrubLine } from './log-scrub.mjs';
import { routeLabel } from './metrics.mjs';

/** Ids as proxies write them (nginx's $request_id is 32 hex digits); anything else is replaced (as Strapi does). */
const WELL_FORMED = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * The request's id: the proxy's X-Request-Id when well formed, a new one otherwise.
 * @param {import('node:http').IncomingMessage} request
 */
export function requestIdOf(request) {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/**
 * Readable lines for a developer's terminal (`[time] level: msg`), from pino's JSON.
 * @param {NodeJS.WritableStream} out
 */
function readableLines(out) {
  return new Writable({
    write(chunk, _encoding, done) {
      const entry = JSON.parse(String(chunk));
      out.write(`[${entry.time}] ${entry.level}: ${entry.msg}\n`);
      done();
    },
  });
}

/**
 * JSON lines (production, LOG_FORMAT=json; always into a `file`), to `file` or standard output;
 * otherwise readable lines of warnings and errors only (a developer's `npm start` shows no line per asset).
 * @param {{ json: boolean, file?: string }} options
 */
export function createAppLogger({ json, file }) {
  const asJson = json || file !== undefined;
  const destination = file ? pino.destination({ dest: file, append: true, sync: true, mkdir: true }) : asJson ? pino.destination(1) : readableLines(process.stdout);
  return pino(
    {
      level: asJson ? 'http' : 'warn',
      customLevels: { http: 25 },
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: CENSOR },
      hooks: { streamWrite: scrubLine },
    },
    destination,
  );
}

/**
 * Each request gets its id (passed on to Strapi by the proxy, answered in X-Request-Id) and, once
 * answered, one line: method, route template (never the path), status and duration.
 * @param {import('fastify').FastifyInstance} app
 * @param {ReturnType<typeof createAppLogger>} logger
 */
export function logRequests(app, logger) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      requestId: request.id,
      method: request.method,
      route: routeLabel(request.routeOptions.url),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    logger.http(line, `${line.method} ${line.route} ${line.status} (${line.durationMs} ms)`);
  });
}
