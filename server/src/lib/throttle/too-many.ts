import { refusal } from '../errors';

/** The throttle's refusal: 429 `rateLimit.exceeded`, with the wait in `details.retryAfter` (seconds; error-codes copies it into `Retry-After`). */
export function tooManyAttempts(waitMs: number) {
  return refusal(429, 'rateLimit.exceeded', 'Too many attempts, try again later', { retryAfter: Math.ceil(waitMs / 1000) });
}
