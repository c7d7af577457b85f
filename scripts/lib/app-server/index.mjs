// The app server of `npm start` and `npm run start:production`: the built app with its security
// headers, and Strapi behind it on the same origin.
import { join } from 'node:path';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { LogController } from 'fastify';
import { registerApiProxy } from './api-proxy.mjs';
import { registerLinkPreviews } from './link-previews.mjs';
import { registerHomeShell } from './home-shell.mjs';
import { answerErrorsInApiShape } from './errors.mjs';
import { registerSecurityHeaders } from './security-headers.mjs';
import { registerStaticFiles } from './static-files.mjs';
import { countAppRequests } from './metrics.mjs';
import { createAppLogger, logRequests, requestIdOf } from './logger.mjs';

/**
 * @param {{ distDir: string, apiTarget: string, port: number, host?: string, production?: boolean, publicUrl?: string, trustProxy?: boolean | number, metrics?: { port: number, host?: string, token?: string | null } | null, logFormat?: string, logFile?: string }} options
 * publicUrl: the address members open (APP_URL); this server's own, on localhost, by default.
 * trustProxy: hops in front of this server whose X-Forwarded-For it believes (a TLS terminator), none by default.
 * metrics: where its figures are served (APP_METRICS_PORT, METRICS_HOST, METRICS_TOKEN: ./metrics.mjs); none by default.
 * logFormat: `json` for JSON lines (always in production), readable warnings otherwise (LOG_FORMAT by default).
 * logFile: where the JSON lines go (standard output by default).
 */
export async function startAppServer({ distDir, apiTarget, port, host = '127.0.0.1', production = false, publicUrl = `http://localhost:${port}`, trustProxy = false, metrics = null, logFormat = process.env.LOG_FORMAT, logFile }) {
  // Fastify takes a hop count (its docs, proxy-addr's `trust`), though its types list no number.
  const hops = /** @type {import('fastify').FastifyHttpOptions<import('node:http').Server>['trustProxy']} */ (/** @type {unknown} */ (trustProxy));
  const logger = createAppLogger({ json: production || logFormat === 'json', file: logFile });
  const app = Fastify({
    trustProxy: hops,
    forceCloseConnections: true,
    loggerInstance: logger,
    // Fastify's own request lines hold the URL with its query and the client's address: ours instead.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdOf,
  });
  const counted = metrics ? countAppRequests(app) : null;
  logRequests(app, logger);
  answerErrorsInApiShape(app);
  // Brotli's default quality (11) costs about a second per large chunk; 5 is close in size and fast.
  // Answers only: request bodies pass to Strapi as sent (with their Content-Encoding), and Strapi's
  // body limits decide on them; inflating them here would forward them with the wrong headers.
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await registerSecurityHeaders(app, { indexFile: join(distDir, 'index.html'), production });
  await registerApiProxy(app, {
    apiTarget,
    production,
    publicProtocol: new URL(publicUrl).protocol.replace(':', ''),
  });
  await registerHomeShell(app, { apiTarget, indexFile: join(distDir, 'index.html') });
  await registerLinkPreviews(app, { apiTarget, indexFile: join(distDir, 'index.html'), publicUrl });
  await registerStaticFiles(app, { distDir });
  await app.listen({ port, host });
  const scrapes = counted ? await counted.listen(metrics).catch(async (error) => {
    await app.close();
    throw error;
  }) : null;
  return {
    url: `http://${host}:${port}`,
    metricsUrl: scrapes?.url ?? null,
    close: async () => {
      await Promise.all([app.close(), scrapes?.close()]);
    },
  };
}
