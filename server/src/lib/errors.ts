import createError from 'http-errors';

export type RefusalStatus = 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * A refusal the client can act on: Strapi's error shape with a stable, machine-readable
 * `error.details.code` (the client maps codes to translated messages).
 */
export function refusal(status: RefusalStatus, code: string, message: string, extra: Record<string, unknown> = {}) {
  return createError(status, message, { details: { code, ...extra } });
}
