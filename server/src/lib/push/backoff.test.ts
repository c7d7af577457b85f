// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { retryAfterMs, retryWait } from './backoff';

describe('a push retry', () => {
  it('waits twice as long after each failed try, between half and all of it, up to an hour', () => {
    const low = () => 0;
    const high = () => 1;
    expect([1, 2, 3, 4].map((n) => retryWait(n, null, { baseMs: 1000, random: high }))).toEqual([1000, 2000, 4000, 8000]);
    expect([1, 2, 3, 4].map((n) => retryWait(n, null, { baseMs: 1000, random: low }))).toEqual([500, 1000, 2000, 4000]);
    expect(retryWait(40, null, { baseMs: 1000, random: high })).toBe(60 * 60 * 1000);
  });

  it('never comes sooner than the push service asked (Retry-After), within the hour', () => {
    expect(retryWait(1, 30_000, { baseMs: 1000, random: () => 1 })).toBe(30_000);
    expect(retryWait(1, 10 * 60 * 60 * 1000, { baseMs: 1000 })).toBe(60 * 60 * 1000);
  });

  it('reads Retry-After in seconds or as a date', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs(['5'], now)).toBe(5000);
    expect(retryAfterMs(undefined, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});
