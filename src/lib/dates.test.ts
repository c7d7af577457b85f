// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { offsetAt, startOfMadridDay, TIME_ZONE } from './dates';

const HOUR_MS = 60 * 60 * 1000;
const zone = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Madrid's offset as the time-zone database gives it. */
function zoneOffset(instant: number): number {
  const p = Object.fromEntries(zone.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!) - instant;
}

describe('Madrid time', () => {
  it('gives the time-zone database offset on every day from 1996 to 2045, either side of 01:00 UTC', () => {
    const mismatches: string[] = [];
    for (let day = Date.UTC(1996, 0, 1); day < Date.UTC(2046, 0, 1); day += 24 * HOUR_MS) {
      for (const instant of [day + HOUR_MS / 2, day + (3 * HOUR_MS) / 2, day + 12 * HOUR_MS]) {
        if (offsetAt(instant) !== zoneOffset(instant)) mismatches.push(new Date(instant).toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('switches at 01:00 UTC on the last Sundays of March and October', () => {
    expect(offsetAt(Date.UTC(2026, 2, 29, 0, 59, 59, 999))).toBe(HOUR_MS);
    expect(offsetAt(Date.UTC(2026, 2, 29, 1))).toBe(2 * HOUR_MS);
    expect(offsetAt(Date.UTC(2026, 9, 25, 0, 59, 59, 999))).toBe(2 * HOUR_MS);
    expect(offsetAt(Date.UTC(2026, 9, 25, 1))).toBe(HOUR_MS);
  });

  it('starts a Madrid day at its local midnight, summer or winter', () => {
    expect(startOfMadridDay('2026-01-15')).toBe(Date.UTC(2026, 0, 14, 23));
    expect(startOfMadridDay('2026-07-15')).toBe(Date.UTC(2026, 6, 14, 22));
    // The days the clocks change: midnight is still on the old offset.
    expect(startOfMadridDay('2026-03-29')).toBe(Date.UTC(2026, 2, 28, 23));
    expect(startOfMadridDay('2026-10-25')).toBe(Date.UTC(2026, 9, 24, 22));
  });

  it('reads only YYYY-MM-DD days', () => {
    expect(startOfMadridDay('2026-7-15')).toBeNaN();
    expect(startOfMadridDay('15/07/2026')).toBeNaN();
    expect(startOfMadridDay('')).toBeNaN();
  });
});
