/** A cell a spreadsheet would read as a formula (or a command, in older ones): =, +, -, @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined | Date;

/**
 * One cell: text that starts like a formula gets a leading apostrophe, which spreadsheets show as
 * text (OWASP's advice against CSV injection); numbers stay numbers, so a negative amount is still -5.
 */
function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  const text = value instanceof Date ? value.toISOString() : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A CSV file as spreadsheets open it right: UTF-8 with a byte-order mark (Excel reads accents
 * correctly only then), comma-separated, CRLF line ends (RFC 4180), every field that needs it quoted.
 */
export function toCsv(headers: string[], rows: CsvValue[][]): string {
  const lines = [headers, ...rows].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
