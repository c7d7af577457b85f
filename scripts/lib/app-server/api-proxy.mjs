// /api and /uploads (and the development mailbox) go to Strapi: one origin for the browser, the
// cookies and the service worker. Strapi's answers pass through with their headers.
import { Transform } from 'node:stream';
import httpProxy from '@fastify/http-proxy';
import { badGateway, payloadTooLarge } from './errors.mjs';

/**
 * The largest body Strapi accepts is an upload of 3,000,000 bytes (server/config/plugins.ts); the
 * rest is room for the multipart envelope. Larger bodies are refused here, before they are read,
 * instead of being cut off by Strapi mid-stream (which the proxy could only report as a 502).
 */
export const BODY_LIMIT_BYTES = 3_000_000 + 64 * 1024;

const TOO_LARGE = Symbol('bodyTooLarge');

/** Counts a body sent without Content-Length (chunked) and stops it at the limit. */
function limitedBody(request, limit) {
  let seen = 0;
  return request.body.pipe(
    new Transform({
      transform(chunk, _encoding, callback) {
        seen += chunk.length;
        if (seen > limit) {
          request[TOO_LARGE] = true;
          return callback(new Error('request body too large'));
        }
        callback(null, chunk);
      },
    }),
  );
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ apiTarget: string, production: boolean, publicProtocol: string }} options
 */
export async function registerApiProxy(app, { apiTarget, production, publicProtocol }) {
  // /dev holds the development mailbox (/dev/mailbox, /dev/mailbox.json), which production lacks.
  const prefixes = production ? ['/api', '/uploads'] : ['/api', '/uploads', '/dev'];

  app.addHook('onRequest', async (request, reply) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > BODY_LIMIT_BYTES) return payloadTooLarge(reply, BODY_LIMIT_BYTES);
  });

  for (const prefix of prefixes) {
    await app.register(httpProxy, {
      upstream: apiTarget,
      prefix,
      rewritePrefix: prefix,
      async preHandler(request) {
        if (request.body && typeof request.body.pipe === 'function' && !request.headers['content-length']) {
          request.body = limitedBody(request, BODY_LIMIT_BYTES);
        }
      },
      replyOptions: {
        // Strapi trusts exactly one proxy hop (TRUST_PROXY=1): the address appended last is ours to vouch for.
        rewriteRequestHeaders(request, headers) {
          const forwarded = headers['x-forwarded-for'];
          return {
            ...headers,
            host: request.headers.host ?? headers.host, // as the browser addressed it, like before
            'x-forwarded-for': forwarded ? `${forwarded}, ${request.ip}` : request.ip,
            'x-forwarded-proto': publicProtocol,
          };
        },
        onError(reply) {
          if (reply.request[TOO_LARGE]) return payloadTooLarge(reply, BODY_LIMIT_BYTES);
          return badGateway(reply);
        },
      },
    });
  }
}
