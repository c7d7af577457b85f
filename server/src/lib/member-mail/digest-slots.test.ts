import { describe, expect, it } from 'vitest';
import { nextDailySlot, nextWeeklySlot } from './digest-slots';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('the digests’ slots (08:00 in Madrid)', () => {
  it('daily: today’s 08:00 while it is ahead, tomorrow’s from then on', () => {
    expect(iso(nextDailySlot(at('2026-01-15T06:59:59Z')))).toBe('2026-01-15T07:00:00.000Z');
    expect(iso(nextDailySlot(at('2026-01-15T07:00:00Z')))).toBe('2026-01-16T07:00:00.000Z');
    // Summer time: 08:00 in Madrid is 06:00 UTC.
    expect(iso(nextDailySlot(at('2026-07-01T12:00:00Z')))).toBe('2026-07-02T06:00:00.000Z');
  });

  it('daily: the mornings clocks change keep 08:00 on the wall clock', () => {
    // 29 March 2026: 02:00 becomes 03:00 in Madrid; 25 October 2026: 03:00 becomes 02:00.
    expect(iso(nextDailySlot(at('2026-03-28T20:00:00Z')))).toBe('2026-03-29T06:00:00.000Z');
    expect(iso(nextDailySlot(at('2026-10-24T20:00:00Z')))).toBe('2026-10-25T07:00:00.000Z');
  });

  it('weekly: the next Monday’s 08:00, that Monday’s own while it is ahead', () => {
    // Thursday 15 January 2026 → Monday 19 January.
    expect(iso(nextWeeklySlot(at('2026-01-15T12:00:00Z')))).toBe('2026-01-19T07:00:00.000Z');
    expect(iso(nextWeeklySlot(at('2026-01-19T06:00:00Z')))).toBe('2026-01-19T07:00:00.000Z');
    expect(iso(nextWeeklySlot(at('2026-01-19T07:00:00Z')))).toBe('2026-01-26T07:00:00.000Z');
    // Sunday night in Madrid (already Monday's date there at 23:30 UTC on Sunday).
    expect(iso(nextWeeklySlot(at('2026-01-18T23:30:00Z')))).toBe('2026-01-19T07:00:00.000Z');
  });
});
