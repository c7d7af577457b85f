/**
 * Whole years from a birth date (YYYY-MM-DD) to `today` in the device's own calendar: the age goes
 * up on the birthday itself, not the day after. Someone born on 29 February turns a year older on
 * 1 March in years without one. Null for a missing, malformed or future date.
 */
export function ageInYears(birthDate: string | null | undefined, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [nowYear, nowMonth, nowDay] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const hadBirthday = nowMonth > month || (nowMonth === month && nowDay >= day);
  const age = nowYear - year - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}
