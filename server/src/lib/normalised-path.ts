import type { Context } from 'koa';

/**
 * The path the router will match, in one canonical spelling: percent-escapes decoded, repeated
 * slashes collapsed, no trailing slash, lower case (the router is case-insensitive and ignores a
 * trailing slash). Checks keyed on a path compare this, so `/api/auth/refresh/`, `/API/auth/refresh`
 * or `/api%2Fauth/refresh` cannot slip past a check written for `/api/auth/refresh`.
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
  path = path.replace(/[/\\]+/g, '/').toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
