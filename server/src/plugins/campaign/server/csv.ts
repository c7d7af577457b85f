/** A formula's first character in a spreadsheet (or a command's, in older ones): =, +, -, @, tab, carriage return. */
const FORMULA = /^[=+\-@\t\r]/;
/**
 * The same after any character a spreadsheet may split a row or a cell on (a comma, a semicolon, a
 * tab, a line break or any other control character, as when rows are pasted, or opened with "Tab"
 * ticked), and the spaces it may trim.
 */
// eslint-disable-next-line no-control-regex -- control characters are what a spreadsheet may split on
const FORMULA_AFTER_SPLIT = /([;,\u0000-\u001f\u007f])(\s*)(?=[=+\-@\t\r])/g;
/** Cells quoted so that no delimiter, quote, line break or other control character inside splits them. */
// eslint-disable-next-line no-control-regex -- control characters are what must be quoted
const NEEDS_QUOTES = /[",;\u0000-\u001f\u007f]/;
/** A formula's first character, after any leading spaces. */
const FORMULA_AFTER_SPACES = /^\s*[=+\-@\t\r]/;

/**
 * Semicolons: Excel set to Spanish (the editors' language) splits on them when a file is opened with
 * a double click, and LibreOffice and Google Sheets detect them.
 */
export const DELIMITER = ';';

export type CsvValue = string | number | boolean | null | undefined | Date;

/**
 * One cell. Text that a spreadsheet could run as a formula gets an apostrophe before it, which
 * spreadsheets show as text (OWASP's advice against CSV injection): at its start, after leading
 * spaces, and after every comma, semicolon or control character inside it, in case a spreadsheet
 * splits the row on another delimiter than ours. Numbers stay numbers, so a negative amount is still -5.
 */
function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  const text = value instanceof Date ? value.toISOString() : String(value);
  // Most cells (dates, names, e-mails, numbers as text): nothing to neutralise or quote, and no match arrays made per cell.
  if (!NEEDS_QUOTES.test(text) && !FORMULA_AFTER_SPACES.test(text)) return text;
  const leading = /^\s*/.exec(text)![0];
  const rest = text.slice(leading.length);
  const safe = (FORMULA.test(text) || (leading && FORMULA.test(rest)) ? `'${text}` : text).replace(FORMULA_AFTER_SPLIT, "$1$2'");
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The start of every file: a byte-order mark (Excel reads accents correctly only then). */
export const CSV_START = '\uFEFF';
/** RFC 4180's line end. */
export const CSV_LINE_END = '\r\n';

/** One row's cells, joined, without its line end. */
export const csvLine = (row: CsvValue[]) => row.map(cell).join(DELIMITER);

/**
 * A CSV file as spreadsheets open it right: UTF-8 with a byte-order mark (Excel reads accents
 * correctly only then), semicolon-separated, CRLF line ends (RFC 4180), quoted wherever a comma, a
 * semicolon, a quote or a line break could split it.
 */
export function toCsv(headers: string[], rows: CsvValue[][]): string {
  const lines = [headers, ...rows].map(csvLine);
  return `${CSV_START}${lines.join(CSV_LINE_END)}${CSV_LINE_END}`;
}
