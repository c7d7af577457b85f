/** A birth date as a census file or a member writes it (`YYYY-MM-DD`, `DD/MM/YYYY`, `DD-MM-YYYY`, `DD.MM.YYYY`), as `YYYY-MM-DD`, or null. */
export function birthDateOf(raw: string): string | null {
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const european = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : european ? [european[3], european[2], european[1]] : [];
  if (!year || !month || !day) return null;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** A Spanish postal code (five digits; a leading zero lost by a spreadsheet is put back), or null. */
export function postalCodeOf(raw: string): string | null {
  const digits = raw.replace(/\s/g, '');
  return /^\d{4,5}$/.test(digits) ? digits.padStart(5, '0') : null;
}
