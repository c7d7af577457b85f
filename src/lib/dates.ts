/** Calendar days are Madrid days (shared/spec/decisions.md: the spec's "CET" is Europe/Madrid). */
export const TIME_ZONE = 'Europe/Madrid';
export const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The day of the month of a month's last Sunday. */
function lastSunday(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/**
 * Madrid's offset from UTC at an instant, in ms: CET (+1 h), and CEST (+2 h) from 01:00 UTC on the
 * last Sunday of March to 01:00 UTC on the last Sunday of October, the EU rule Spain has followed
 * since 1996 (dates.test.ts checks it against the time-zone database hour by hour).
 *
 * Not Intl.DateTimeFormat with `timeZone`: the first date formatter a page creates costs 20–60 ms of
 * start-up (measured in Chromium), and the home page's cards need these offsets before anything else
 * formats a date.
 */
export function offsetAt(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summerStart = Date.UTC(year, 2, lastSunday(year, 2), 1);
  const summerEnd = Date.UTC(year, 9, lastSunday(year, 9), 1);
  return instant >= summerStart && instant < summerEnd ? 2 * HOUR_MS : HOUR_MS;
}

/** The instant a Madrid calendar day (YYYY-MM-DD) begins; NaN for anything else. */
export function startOfMadridDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return Number.NaN;
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return utcMidnight - offsetAt(utcMidnight - offsetAt(utcMidnight));
}
