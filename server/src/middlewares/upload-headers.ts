import { normalisedPath } from '../lib/normalised-path';

type UploadResponseContext = {
  path: string;
  response: { get(field: string): string };
  set(field: string, value: string): void;
};

/**
 * Whatever a file under /uploads holds, a browser never runs it: no type sniffing, and a sandboxed
 * document with no scripts, no plugins, no forms and no network but this origin's pictures. The
 * app's origin proxies /uploads here and passes these headers on.
 */
export const UPLOAD_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
};

/** Types a browser shows as a picture; anything else under /uploads is offered as a download. */
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/**
 * The static servers decode and resolve the path before they look for the file (`/%75ploads/x`,
 * `//uploads/x` and `/uploads%2Fx` all find public/uploads/x): compared in its canonical spelling.
 */
const isUploadPath = (ctx: { path: string }) => {
  const path = normalisedPath(ctx);
  return path === '/uploads' || path.startsWith('/uploads/');
};

export default () => async (ctx: UploadResponseContext, next: () => Promise<void>) => {
  if (!isUploadPath(ctx)) return next();
  try {
    await next();
  } finally {
    // Set after the answer is made, so that no later default (helmet's CSP) and no error page replaces them.
    for (const [field, value] of Object.entries(UPLOAD_HEADERS)) ctx.set(field, value);
    const type = ctx.response.get('Content-Type').split(';')[0]!.trim().toLowerCase();
    if (type && !PICTURE_TYPES.has(type)) ctx.set('Content-Disposition', 'attachment');
  }
};
