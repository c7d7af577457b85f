import type { Context, Next } from 'koa';
import { refusal } from '../lib/errors';
import { normalisedPath } from '../lib/normalised-path';
import { PASSWORD_MAX, PASSWORD_MIN, passwordForHashing } from '../lib/password-hashing';

/** Every route a member's password enters by: sign-in, registration, reset and set-password, change, account deletion. */
const PASSWORD_ROUTES = new Set(['/api/auth/local', '/api/auth/local/register', '/api/auth/reset-password', '/api/auth/change-password', '/api/account-deletion']);
/** Where a new password is chosen: the rule applies there (a sign-in compares whatever was typed). */
const NEW_PASSWORD_ROUTES = new Set(['/api/auth/local/register', '/api/auth/reset-password', '/api/auth/change-password']);
const PASSWORD_FIELDS = ['password', 'passwordConfirmation', 'currentPassword'] as const;

/**
 * One password rule for every route, the forms' own (8 to 255 characters), and one way of hashing:
 * Strapi's password handling (bcrypt, 72 bytes at most) gets what lib/password-hashing.ts makes of a
 * typed password, on every route a password enters by, so the passphrase chosen at registration or
 * reset is compared the same way at sign-in. Runs after the body parser.
 */
export default () => async (ctx: Context, next: Next) => {
  const body = ctx.request.body as Record<string, unknown> | undefined;
  if (ctx.method !== 'POST' || !body || typeof body !== 'object' || Array.isArray(body)) return next();
  const path = normalisedPath(ctx);
  if (!PASSWORD_ROUTES.has(path)) return next();
  const chosen = body.password;
  if (NEW_PASSWORD_ROUTES.has(path) && typeof chosen === 'string' && (chosen.length < PASSWORD_MIN || chosen.length > PASSWORD_MAX)) {
    throw refusal(400, 'validation.invalid', `password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
  }
  for (const field of PASSWORD_FIELDS) {
    const value = body[field];
    if (typeof value === 'string') body[field] = passwordForHashing(value);
  }
  return next();
};
