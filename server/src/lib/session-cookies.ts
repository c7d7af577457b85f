import type { Core } from '@strapi/strapi';

type SessionsConfig = {
  idleRefreshTokenLifespan?: number;
  cookie?: { name?: string; path?: string; sameSite?: 'strict' | 'lax' | 'none'; secure?: boolean; domain?: string; maxAge?: number };
};

// users-permissions' own default, for a configuration that does not name one.
const DEFAULT_IDLE_REFRESH_SECONDS = 14 * 24 * 60 * 60;

const sessionsConfig = (strapi: Core.Strapi) => strapi.config.get('plugin::users-permissions.sessions', {}) as SessionsConfig;

/** The refresh cookie's name, as users-permissions reads it. */
export const refreshCookieName = (strapi: Core.Strapi) => sessionsConfig(strapi).cookie?.name ?? 'strapi_up_refresh';

/**
 * How long the session cookies live, in milliseconds: as long as the refresh token they go with
 * (the idle lifespan the session manager enforces), read from the same configuration it reads.
 */
export const sessionCookieMaxAge = (strapi: Core.Strapi) =>
  (sessionsConfig(strapi).idleRefreshTokenLifespan ?? DEFAULT_IDLE_REFRESH_SECONDS) * 1000;

/** The options users-permissions sets the refresh cookie with (its buildRefreshCookieOptions), persistent. */
export function refreshCookieOptions(strapi: Core.Strapi) {
  const cookie = sessionsConfig(strapi).cookie ?? {};
  return {
    httpOnly: true,
    secure: cookie.secure ?? process.env.NODE_ENV === 'production',
    sameSite: cookie.sameSite ?? ('lax' as const),
    path: cookie.path ?? '/',
    domain: cookie.domain,
    maxAge: sessionCookieMaxAge(strapi),
    overwrite: true,
  };
}

/** Whether this response sets the refresh cookie, and to what ('' when it clears it). */
export function refreshCookieSetTo(strapi: Core.Strapi, setCookie: string | string[] | undefined): string | undefined {
  const prefix = `${refreshCookieName(strapi)}=`;
  const line = [setCookie ?? []].flat().reverse().find((entry) => entry.startsWith(prefix));
  return line === undefined ? undefined : line.slice(prefix.length).split(';')[0];
}
