/**
 * A query parameter read as a whole number from 1 to `max`: `fallback` when absent or empty; anything
 * else (text, a fraction, a repeated parameter, out of range) is the client's mistake, refused by
 * `refuse` with the route's own code.
 */
export function wholeNumberParam(value: unknown, { fallback, max, refuse }: { fallback: number; max: number; refuse: (why: string) => never }): number {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < 1) return refuse('must be a whole number from 1');
  if (Number(value) > max) return refuse(`must be at most ${max}`);
  return Number(value);
}
