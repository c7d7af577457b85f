/** Spain's LOPDGDD, art. 7: members consent for themselves from 14 (the privacy policy's age). */
export const MINIMUM_AGE = 14;

/**
 * Whether a birth date (`YYYY-MM-DD`) is of someone under `MINIMUM_AGE` on `today` (Madrid's day,
 * `YYYY-MM-DD`): their 14th birthday not reached yet. A 29 February birthday is reached on 1 March
 * in years without one.
 */
export function underAge(birthDate: string, today: string): boolean {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const [nowYear, nowMonth, nowDay] = today.split('-').map(Number) as [number, number, number];
  const age = nowYear - year - (nowMonth < month || (nowMonth === month && nowDay < day) ? 1 : 0);
  return age < MINIMUM_AGE;
}

/** A real calendar day written `YYYY-MM-DD` (no 31 April), not after `today`. */
export function isBirthDate(text: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text && text <= today && text >= '1900-01-01';
}
