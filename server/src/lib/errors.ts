import createError from 'http-errors';

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * A refusal the client can act on: Strapi's error shape with a stable, machine-readable
 * `error.details.code` (the client maps codes to translated messages).
 */
export function refusal(status: RefusalStatus, code: string, message: string, extra: Record<string, unknown> = {}) {
  return createError(status, message, { details: { code, ...extra } });
}

type HttpError = Error & { status?: number; expose?: boolean; details?: Record<string, unknown> };

/** A refusal (4xx) thrown by a service, as the body its own route would have answered; null for anything else. */
export function refusalAnswer(error: unknown): { status: number; body: { data: null; error: Record<string, unknown> } } | null {
  const { status, name, message, details } = error as HttpError;
  if (!(error instanceof Error) || typeof status !== 'number' || status < 400 || status >= 500) return null;
  return { status, body: { data: null, error: { status, name, message, details: details ?? {} } } };
}
