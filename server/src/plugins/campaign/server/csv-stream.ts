import { Readable } from 'node:stream';
import { CSV_LINE_END, csvLine, toCsv, type CsvValue } from './csv';

/** A spreadsheet to stream: its header row, then its rows a page at a time, as they are read. */
export type CsvSheet = { headers: string[]; pages: AsyncIterable<CsvValue[][]> };

/** The rows an export holds in one chunk when they come from a list already in memory. */
const PAGE = 1000;

/** A list already read (a few thousand rows at most: projects, rewards, winners), in pages. */
export async function* inPages<T>(rows: T[]): AsyncGenerator<T[]> {
  for (let start = 0; start < rows.length; start += PAGE) yield rows.slice(start, start + PAGE);
}

/** Each page's rows as their cells. */
export async function* cellsOf<T>(pages: AsyncIterable<T[]>, cells: (row: T) => CsvValue[]): AsyncGenerator<CsvValue[][]> {
  for await (const page of pages) yield page.map(cells);
}

async function* chunks({ headers, pages }: CsvSheet): AsyncGenerator<string> {
  yield toCsv(headers, []);
  for await (const rows of pages) if (rows.length > 0) yield `${rows.map(csvLine).join(CSV_LINE_END)}${CSV_LINE_END}`;
}

/**
 * The sheet as the same bytes toCsv makes (a byte-order mark, the headers, CRLF lines), one chunk per
 * page: the next page is read only when the client has taken the ones before (a stream's
 * backpressure, at most one page ahead), so memory holds a few pages whatever the sheet's size,
 * and the first bytes leave before the last row is read.
 */
export const csvStream = (sheet: CsvSheet): Readable => Readable.from(chunks(sheet), { objectMode: true, highWaterMark: 1 });
