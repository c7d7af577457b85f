import type { Context, Next } from 'koa';
import { isContentApiPath } from '../lib/normalised-path';

/**
 * Every error answer carries a stable `error.details.code` that the app maps to a translated
 * message, including Strapi's and Koa's own refusals, which come without one (or as plain text).
 */
const KNOWN_MESSAGES: Record<string, string> = {
  'Invalid identifier or password': 'auth.invalidCredentials',
  'Your account email is not confirmed': 'auth.notConfirmed',
  'Your account has been blocked by an administrator': 'auth.blocked',
  'Incorrect code provided': 'resetPassword.invalidCode',
  'Passwords do not match': 'resetPassword.passwordsDontMatch',
};

const BY_STATUS: Record<number, string> = {
  400: 'validation.invalid',
  401: 'auth.unauthorized',
  403: 'auth.forbidden',
  404: 'notFound',
  405: 'method.notAllowed',
  413: 'payload.tooLarge',
  415: 'payload.unsupportedType',
  429: 'rateLimit.exceeded',
};

const NAMES: Record<number, string> = { 400: 'BadRequestError', 404: 'NotFoundError', 405: 'MethodNotAllowedError', 413: 'PayloadTooLargeError', 429: 'TooManyRequestsError' };

// An error answer stays a few hundred bytes whatever the request held: messages and listed
// problems can quote the input (a validation message names the value it refused).
const MAX_ERROR_BYTES = 2048;
const MAX_MESSAGE = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function keepSmall(error: Record<string, unknown>) {
  if (typeof error.message === 'string' && error.message.length > MAX_MESSAGE) error.message = `${error.message.slice(0, MAX_MESSAGE)}…`;
  if (JSON.stringify(error).length > MAX_ERROR_BYTES) error.details = { code: isRecord(error.details) ? error.details.code : undefined };
}

export default () => async (ctx: Context, next: Next) => {
  await next();
  if (ctx.status < 400 || !isContentApiPath(ctx)) return;
  const body = ctx.body;
  if (isRecord(body) && isRecord(body.error)) {
    const { error } = body;
    const details = isRecord(error.details) ? error.details : {};
    if (typeof details.code !== 'string') {
      const known = typeof error.message === 'string' ? KNOWN_MESSAGES[error.message] : undefined;
      error.details = { ...details, code: known ?? BY_STATUS[ctx.status] ?? `http.${ctx.status}` };
    }
    // A throttle refusal raised inside a service (e-mail change mails) cannot set the header itself.
    if (ctx.status === 429 && typeof details.retryAfter === 'number' && !ctx.response.get('Retry-After')) ctx.set('Retry-After', String(details.retryAfter));
    keepSmall(error);
    return;
  }
  const message = (typeof body === 'string' && body ? body : String(ctx.message || 'Error')).slice(0, MAX_MESSAGE);
  const status = ctx.status;
  ctx.body = {
    data: null,
    error: { status, name: NAMES[status] ?? 'HttpError', message, details: { code: BY_STATUS[status] ?? `http.${status}` } },
  };
  ctx.status = status;
};
