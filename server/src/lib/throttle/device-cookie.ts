import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

const COOKIE = 'chispa_device';
/** Accounts one browser is remembered for (the newest first); a shared family computer has a few. */
const MAX_ACCOUNTS = 10;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** 128 bits of the HMAC: unguessable, and ten of them still make a short cookie. */
const TOKEN_LENGTH = 22;

export type DeviceCookies = {
  /** Whether this browser has signed in to the account before (it holds the account's token). */
  knows(ctx: Context, account: string): boolean;
  /** Remembers, after a successful login, that this browser signed in to the account. */
  remember(ctx: Context, account: string): void;
};

/**
 * OWASP's device cookies: a login leaves an httpOnly cookie with an HMAC of the account (its
 * normalised login identifier) under Strapi's APP_KEYS, so that an account over its ceiling of
 * login failures still lets in the browsers its owner signed in from (config/throttle.ts).
 * Signed with the first key; any of the keys verifies, so rotating APP_KEYS keeps devices known.
 */
export function deviceCookies(strapi: Core.Strapi): DeviceCookies {
  const keys = strapi.config.get('server.app.keys') as string[] | undefined;
  if (!keys?.length) throw new Error('Device cookies need APP_KEYS');
  const tokenOf = (key: string, account: string) => createHmac('sha256', key).update(`chispa-device\n${account}`).digest('base64url').slice(0, TOKEN_LENGTH);
  const tokensIn = (ctx: Context) => (ctx.cookies.get(COOKIE, { signed: false }) ?? '').split('.').filter((token) => token.length === TOKEN_LENGTH).slice(0, MAX_ACCOUNTS);
  const same = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));

  return {
    knows(ctx, account) {
      const held = tokensIn(ctx);
      return keys.some((key) => {
        const expected = tokenOf(key, account);
        return held.some((token) => same(token, expected));
      });
    },
    remember(ctx, account) {
      const token = tokenOf(keys[0]!, account);
      const others = tokensIn(ctx).filter((held) => !keys.some((key) => held === tokenOf(key, account)));
      ctx.cookies.set(COOKIE, [token, ...others].slice(0, MAX_ACCOUNTS).join('.'), {
        signed: false, // the value is an HMAC already
        httpOnly: true,
        sameSite: 'strict',
        path: '/api/auth', // like the refresh cookie: only the auth routes ever see it
        secure: strapi.config.get('plugin::users-permissions.sessions.cookie.secure', false),
        maxAge: YEAR_MS,
        overwrite: true,
      });
    },
  };
}
