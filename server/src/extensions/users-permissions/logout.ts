import type { Core } from '@strapi/strapi';
import type { ApiContext } from '../../lib/api-context';
import { refreshCookieName, refreshCookieOptions } from '../../lib/session-cookies';
import { unusedReplacementOf, withRotationGrace } from './services/rotation-grace';
import { removeSessionSubscriptions } from '../../lib/push/subscriptions';
import { memberSessions } from '../../lib/strapi-internals';

const bearerOf = (ctx: ApiContext) => /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1];

/**
 * Ends the session this browser holds. The refresh cookie alone names it (the XSRF middleware has
 * checked the request comes from the app): a logout the app queued while offline is sent when the
 * network is back, often long after the access token expired. An access token still names its
 * session too. A refresh cookie that no longer names a live session is answered like a success:
 * the session is over, which is all the caller asked. Neither cookie nor bearer: nothing to end.
 * A cookie rotated moments ago whose answer never arrived (a refresh lost on a train, then logout)
 * still names its session: the replacement the member never received is ended with it.
 */
export function logoutController(strapi: Core.Strapi) {
  const sessions = () => memberSessions(strapi);
  return async (ctx: ApiContext) => {
    const refreshToken = ctx.cookies.get(refreshCookieName(strapi));
    const bearer = bearerOf(ctx);
    const replacement = refreshToken ? await unusedReplacementOf(strapi, refreshToken) : null;
    const fromCookie = refreshToken
      ? await withRotationGrace(strapi, refreshToken, () => sessions().validateRefreshToken(refreshToken))
      : undefined;
    const fromBearer = bearer ? sessions().validateAccessToken(bearer) : undefined;
    if (!refreshToken && !fromBearer?.isValid) return ctx.unauthorized('Missing authentication');

    if (fromCookie?.isValid && fromCookie.userId && fromCookie.sessionId) {
      await removeSessionSubscriptions(strapi, fromCookie.userId, fromCookie.sessionId);
      await sessions().revokeSessionById(String(fromCookie.userId), fromCookie.sessionId);
      if (replacement) await sessions().revokeSessionById(String(fromCookie.userId), replacement);
    }
    const access = fromBearer?.isValid ? (fromBearer.payload as { userId?: unknown; sessionId?: unknown } | null) : null;
    if (typeof access?.sessionId === 'string' && access.userId !== undefined) {
      await removeSessionSubscriptions(strapi, String(access.userId), access.sessionId);
      await sessions().revokeSessionById(String(access.userId), access.sessionId);
    }
    const { maxAge: _lifetime, ...options } = refreshCookieOptions(strapi);
    ctx.cookies.set(refreshCookieName(strapi), '', { ...options, expires: new Date(0) });
    ctx.body = { ok: true };
  };
}
