// /api and /uploads (and the development mailbox) go to Strapi: one origin for the browser, the
// cookies and the service worker. Strapi's answers pass through with their headers.
import { Readable } from 'node:stream';
import httpProxy from '@fastify/http-proxy';
import { badGateway, badRequest, payloadTooLarge } from './errors.mjs';

/**
 * The largest body Strapi accepts is an upload of 3,000,000 bytes (server/config/plugins.ts); the
 * rest is room for the multipart envelope. Larger bodies are refused here with a 413, never passed
 * on to be cut off by Strapi mid-stream (which the proxy could only report as a 502).
 */
export const BODY_LIMIT_BYTES = 3_000_000 + 64 * 1024;

const BUFFERED_LENGTH = Symbol('bufferedLength');

// RFC 9110's media type (`type/subtype; name=value…`): the proxy parses the header and throws on
// anything else, which would reach the client as a 500 instead of its own mistake.
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const MEDIA_TYPE = new RegExp(`^${TOKEN}/${TOKEN}(\\s*;\\s*${TOKEN}=(${TOKEN}|"([^"\\\\]|\\\\.)*"))*\\s*;?\\s*$`);

/**
 * An HTTP/1.1 client reads the answer once it has sent its body: a 413 sent while a 20 MB upload
 * is still arriving reaches it as a dropped connection. So a refused body is read and thrown
 * away, up to this much; beyond it the connection is cut after the 413.
 */
const DISCARD_AT_MOST_BYTES = 64 * 1024 * 1024;

/** Reads and discards the rest of a stream (up to DISCARD_AT_MOST_BYTES). */
function discard(stream, alreadySeen = 0) {
  return new Promise((resolve) => {
    let seen = alreadySeen;
    const done = () => {
      stream.off('data', onData);
      resolve();
    };
    const onData = (chunk) => {
      seen += chunk.length;
      if (seen > DISCARD_AT_MOST_BYTES) done();
    };
    stream.on('data', onData);
    stream.once('end', done);
    stream.once('error', done);
    stream.resume();
  });
}

/**
 * A body sent without Content-Length (chunked) is read here up to the limit, then sent on with its
 * length: Strapi cuts a too-large stream off mid-way, which would reach the member as a 502.
 * @returns {Promise<Buffer | null>} null when it is over the limit (the rest is discarded)
 */
function readUpTo(stream, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let seen = 0;
    const onData = (chunk) => {
      seen += chunk.length;
      if (seen <= limit) return void chunks.push(chunk);
      stream.off('data', onData);
      stream.off('end', onEnd);
      discard(stream, seen).then(() => resolve(null));
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', reject);
  });
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ apiTarget: string, production: boolean, publicProtocol: string }} options
 */
export async function registerApiProxy(app, { apiTarget, production, publicProtocol }) {
  // /dev holds the development mailbox (/dev/mailbox, /dev/mailbox.json), which production lacks.
  const prefixes = production ? ['/api', '/uploads'] : ['/api', '/uploads', '/dev'];

  app.addHook('onRequest', async (request, reply) => {
    const type = request.headers['content-type'];
    if (type !== undefined && !MEDIA_TYPE.test(type)) return badRequest(reply);
    const length = Number(request.headers['content-length'] ?? 0);
    if (length <= BODY_LIMIT_BYTES) return;
    if (length <= DISCARD_AT_MOST_BYTES) await discard(request.raw);
    return payloadTooLarge(reply, BODY_LIMIT_BYTES);
  });

  for (const prefix of prefixes) {
    await app.register(httpProxy, {
      upstream: apiTarget,
      prefix,
      rewritePrefix: prefix,
      disableRequestLogging: true, // two info lines per proxied request; ours is the request line
      async preHandler(request, reply) {
        const stream = /** @type {NodeJS.ReadableStream | undefined} */ (request.body);
        if (!stream || typeof stream.pipe !== 'function' || request.headers['content-length']) return;
        const body = await readUpTo(stream, BODY_LIMIT_BYTES);
        if (!body) return payloadTooLarge(reply, BODY_LIMIT_BYTES);
        request[BUFFERED_LENGTH] = body.length;
        request.body = Readable.from([body]);
      },
      replyOptions: {
        // Strapi trusts exactly one proxy hop (TRUST_PROXY=1): the address appended last is ours to vouch for.
        rewriteRequestHeaders(request, headers) {
          const forwarded = headers['x-forwarded-for'];
          const sent = { ...headers };
          if (request[BUFFERED_LENGTH] !== undefined) {
            delete sent['transfer-encoding'];
            sent['content-length'] = String(request[BUFFERED_LENGTH]);
          }
          return {
            ...sent,
            host: request.headers.host ?? headers.host, // as the browser addressed it, like before
            'x-forwarded-for': forwarded ? `${forwarded}, ${request.ip}` : request.ip,
            'x-forwarded-proto': publicProtocol,
            // Strapi's lines of this request carry the same id as ours (and nginx's, which we were given).
            'x-request-id': request.id,
          };
        },
        onError: (reply) => badGateway(reply),
      },
    });
  }
}
