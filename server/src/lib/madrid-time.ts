import { now as clockNow } from './clock';

/** Calendar days are Madrid days (shared/spec/decisions.md: the spec's "CET" is Europe/Madrid). */
export const TIME_ZONE = 'Europe/Madrid';

const DAY_MS = 24 * 60 * 60 * 1000;

const partsFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function madridParts(instant: number) {
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return { y: +parts.year!, m: +parts.month!, d: +parts.day!, h: +parts.hour!, min: +parts.minute!, s: +parts.second! };
}

/** Madrid's offset from UTC at an instant, in ms. */
function offsetAt(instant: number): number {
  const p = madridParts(instant);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(instant / 1000) * 1000;
}

/** The instant a Madrid calendar day (YYYY-MM-DD) reaches a whole hour of its wall clock (the DST days included). */
export function atMadridHour(day: string, hour: number): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d, hour);
  const guess = utc - offsetAt(utc);
  return utc - offsetAt(guess);
}

/** The instant a Madrid calendar day (YYYY-MM-DD) begins. */
export const startOfMadridDay = (day: string) => atMadridHour(day, 0);

/** Today's Madrid calendar day as YYYY-MM-DD. */
export function madridToday(now = Date.now()): string {
  const p = madridParts(now);
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

/** The first moment of the current Madrid month. */
export const startOfMadridMonth = (now = Date.now()) => startOfMadridDay(`${madridToday(now).slice(0, 7)}-01`);

/** The calendar day `days` after a YYYY-MM-DD day (before, when negative; read as UTC midnight, so no time zone moves it). */
export const addCalendarDays = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * When voting closes: at the start of the Madrid day before its end day, when less than one full
 * day remains before the end day (spec §4). An end date of 15 May makes 13 May the last day to vote.
 * The day before is a calendar day, not 24 hours: the end day's eve may be 23 or 25 hours long.
 */
export const votingClosesAt = (votingEnd: string) => startOfMadridDay(addCalendarDays(votingEnd, -1));

/**
 * Voting is open while the project is published, today is on or after the start day, and at least
 * one full day remains before the end day begins.
 */
export function isVotingOpen(
  project: { currentstatus: string; voting_start?: string | null; voting_end?: string | null },
  now = clockNow(),
): boolean {
  if (project.currentstatus !== 'published' || !project.voting_start || !project.voting_end) return false;
  return now >= startOfMadridDay(project.voting_start) && now <= votingClosesAt(project.voting_end);
}
