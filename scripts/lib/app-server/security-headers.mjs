// The app origin's security headers (CSP, framing, sniffing, referrer, permissions; HSTS in production),
// the same under `npm start` and `npm run start:production`.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import helmet from '@fastify/helmet';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP hashes of the inline scripts of the built index.html (the language and home-page preloads). */
export function inlineScriptHashes(indexHtml) {
  return [...indexHtml.matchAll(INLINE_SCRIPT)]
    .filter(([, body]) => body.trim() !== '')
    .map(([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** The analytics endpoint the app was built with (src/lib/analytics.ts), when there is one. */
function analyticsOrigin(endpoint = process.env.VITE_ANALYTICS_ENDPOINT) {
  return endpoint && URL.canParse(endpoint) ? [new URL(endpoint).origin] : [];
}

/** @param {{ indexFile: string, production: boolean }} options */
export function contentSecurityPolicy({ indexFile, production }) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(readFileSync(indexFile, 'utf8'))],
    // react-toastify injects its stylesheet as a <style> element at run time; scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...analyticsOrigin()],
    'frame-src': ['https://player.vimeo.com'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

// Powerful features the app never uses; the Vimeo frame keeps fullscreen and picture-in-picture.
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), ' +
  'fullscreen=(self "https://player.vimeo.com"), picture-in-picture=(self "https://player.vimeo.com")';

/**
 * Registers the headers on every answer of the app origin. Answers proxied from Strapi keep the
 * headers Strapi sets (its own CSP for /api and /uploads win over these).
 * @param {import('fastify').FastifyInstance} app
 * @param {{ indexFile: string, production: boolean }} options
 */
export async function registerSecurityHeaders(app, { indexFile, production }) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy({ indexFile, production }) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
