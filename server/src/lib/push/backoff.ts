/** The first retry's wait; each next one waits twice as long (with jitter), up to MAX_WAIT_MS. */
export const BASE_WAIT_MS = 2_000;
const MAX_WAIT_MS = 60 * 60 * 1000;

/**
 * How long to wait before a device's next try, after `attempts` failed ones: exponential with full
 * jitter between half and all of it (instances retrying a service that failed all at once spread
 * out), and never sooner than the service asked for (Retry-After).
 */
export function retryWait(attempts: number, retryAfterMs: number | null, { baseMs = BASE_WAIT_MS, random = Math.random } = {}) {
  const exponential = Math.min(MAX_WAIT_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  const jittered = Math.round(exponential * (0.5 + random() / 2));
  return Math.max(jittered, Math.min(retryAfterMs ?? 0, MAX_WAIT_MS));
}

/** A Retry-After header (seconds, or an HTTP date) in milliseconds from `now`, or null. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
