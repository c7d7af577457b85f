// The built app (dist/): hashed assets cached for a year, the shell revalidated on every load, and
// index.html for navigations to the app's own routes (deep links).
import fastifyStatic from '@fastify/static';
import { notFound } from './errors.mjs';
import { isNavigation } from './navigation.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Vite puts content-hashed files under /assets; everything else keeps its name between builds. */
function cacheControl(filePath, distDir) {
  return filePath.startsWith(`${distDir}/assets/`) ? IMMUTABLE : REVALIDATE;
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ distDir: string }} options
 */
export async function registerStaticFiles(app, { distDir }) {
  const root = distDir.replace(/\/$/, '');
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    dotfiles: 'ignore',
    // The .br/.gz copies the build writes (scripts/lib/precompress.mjs); none of dist/ is private.
    preCompressed: true,
    setHeaders(response, filePath) {
      response.setHeader('cache-control', cacheControl(filePath, root));
      // A cache in front keeps the brotli, gzip and plain copies apart.
      response.setHeader('vary', 'accept-encoding');
    },
  });
  // The one dotfile served: how to report a flaw (RFC 9116, docs/security.md).
  app.get('/.well-known/security.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').sendFile('.well-known/security.txt', { dotfiles: 'allow' }));
  app.setNotFoundHandler((request, reply) => {
    if (isNavigation(request)) return reply.sendFile('index.html');
    return notFound(reply);
  });
}
