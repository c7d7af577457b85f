import { posix } from 'node:path';
import type { Context } from 'koa';

/**
 * The path the router or a static server will act on, in one canonical spelling: percent-escapes
 * decoded, backslashes and repeated slashes as one slash, dot segments resolved, no trailing slash,
 * lower case (the router is case-insensitive and ignores a trailing slash; the static servers decode
 * and resolve before they look for a file). Checks keyed on a path compare this, so
 * `/api/auth/refresh/`, `/API/auth/refresh`, `/api%2Fauth/refresh` or `/x/../uploads/f` cannot slip
 * past a check written for the plain spelling.
 */
export function normalisedPath(ctx: Pick<Context, 'path'>): string {
  let path = ctx.path;
  for (let i = 0; i < 3 && path.includes('%'); i += 1) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  path = posix.normalize(`/${path.replace(/\\/g, '/')}`).toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether a request is for the content API (`/api/…`), however its path is spelt. */
export const isContentApiPath = (ctx: Pick<Context, 'path'>) => normalisedPath(ctx).startsWith('/api/');
