import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { isContentApiPath } from '../lib/normalised-path';
import { refreshCookieName, refreshCookieOptions } from '../lib/session-cookies';

/**
 * A refresh token never travels in a JSON body, where page scripts could read it: users-permissions
 * puts it there after a password change or reset (and in a few other answers). It moves into the
 * httpOnly cookie that login sets, with the same options, so the member's session goes on.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => async (ctx: Context, next: Next) => {
  await next();
  if (!isContentApiPath(ctx)) return; // the admin panel has its own sessions
  const body: unknown = ctx.body;
  if (!body || typeof body !== 'object' || Buffer.isBuffer(body) || !('refreshToken' in body)) return;
  const { refreshToken, ...rest } = body as { refreshToken: unknown };
  if (typeof refreshToken === 'string' && refreshToken) {
    ctx.cookies.set(refreshCookieName(strapi), refreshToken, refreshCookieOptions(strapi));
  }
  ctx.body = rest;
};
