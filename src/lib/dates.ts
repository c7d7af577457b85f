/** Calendar days are Madrid days (decisions.md: the spec's "CET" is Europe/Madrid). */
export const TIME_ZONE = 'Europe/Madrid';
export const DAY_MS = 24 * 60 * 60 * 1000;

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

/** Madrid's offset from UTC at an instant, in ms. */
function offsetAt(instant: number): number {
  const p = Object.fromEntries(partsFormatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(instant / 1000) * 1000;
}

/** The instant a Madrid calendar day (YYYY-MM-DD) begins; NaN for anything else. */
export function startOfMadridDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return Number.NaN;
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return utcMidnight - offsetAt(utcMidnight - offsetAt(utcMidnight));
}
