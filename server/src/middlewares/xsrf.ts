import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { normalisedPath } from '../lib/normalised-path';

const COOKIE = 'XSRF-TOKEN';
const HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Routes authenticated by the httpOnly refresh cookie: the only ones a cross-site form could ride on.
const COOKIE_AUTHENTICATED = ['/api/auth/refresh', '/api/auth/logout'];

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Double-submit XSRF protection: a readable cookie that the client copies into a header. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    let token: string | undefined = ctx.cookies.get(COOKIE, { signed: false });
    const sentByClient = Boolean(token && /^[a-f0-9]{64}$/.test(token));
    if (!sentByClient) {
      token = randomBytes(32).toString('hex');
      ctx.cookies.set(COOKIE, token, {
        signed: false,
        httpOnly: false,
        sameSite: 'strict',
        path: '/',
        secure: strapi.config.get('plugin::users-permissions.sessions.cookie.secure', false),
        overwrite: true,
      });
    }

    if (UNSAFE.has(ctx.method) && COOKIE_AUTHENTICATED.includes(normalisedPath(ctx))) {
      const sent = ctx.get(HEADER);
      if (!sentByClient || !sent || !sameToken(sent, token!)) {
        ctx.status = 403;
        ctx.body = {
          data: null,
          error: { status: 403, name: 'ForbiddenError', message: 'XSRF token missing or invalid', details: { code: 'xsrf.invalid' } },
        };
        return;
      }
    }
    await next();
  };
