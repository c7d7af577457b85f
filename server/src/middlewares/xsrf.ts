import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { normalisedPath } from '../lib/normalised-path';
import { refreshCookieSetTo, sessionCookieMaxAge } from '../lib/session-cookies';

const COOKIE = 'XSRF-TOKEN';
const HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REFRESH = '/api/auth/refresh';
// Routes authenticated by the httpOnly refresh cookie: the only ones a cross-site form could ride on.
const COOKIE_AUTHENTICATED = [REFRESH, '/api/auth/logout'];

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const newToken = () => randomBytes(32).toString('hex');

/**
 * Double-submit XSRF protection: a readable cookie that the client copies into a header. The cookie
 * lives as long as the refresh cookie it protects and follows it: a new value when a session starts,
 * a fresh expiry (same value) when the session is refreshed, gone when it ends. The value is not
 * changed on refresh because the page and the service worker both send it to the refresh route, the
 * worker sometimes from a mirrored copy: a value changed under one of them would be refused as
 * forged and end the session (docs/decisions/security/session-tokens.md).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const setCookie = (value: string) =>
      ctx.cookies.set(COOKIE, value, {
        signed: false,
        httpOnly: false,
        sameSite: 'strict',
        path: '/',
        secure: strapi.config.get('plugin::users-permissions.sessions.cookie.secure', false),
        overwrite: true,
        ...(value ? { maxAge: sessionCookieMaxAge(strapi) } : { expires: new Date(0) }),
      });

    let token: string | undefined = ctx.cookies.get(COOKIE, { signed: false });
    const sentByClient = Boolean(token && /^[a-f0-9]{64}$/.test(token));
    if (!sentByClient) {
      token = newToken();
      setCookie(token);
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

    const refreshCookie = refreshCookieSetTo(strapi, ctx.response.get('Set-Cookie'));
    if (refreshCookie === undefined) return;
    if (refreshCookie === '') setCookie('');
    else setCookie(normalisedPath(ctx) === REFRESH ? token! : newToken());
  };
