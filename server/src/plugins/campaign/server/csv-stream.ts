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

/**
 * Each page of `pages` passed through `change`, as an iterator whose `next` is a plain async
 * function rather than a generator: a suspended generator keeps the page it yielded last in its
 * frame while the next page is read, so every page lived through that read's garbage collections and
 * was moved to V8's old space, which is collected late (the resident memory grew by 88–242 MB in a
 * 1,000,000-row export; issue 51). Here nothing holds a page once its text is made.
 */
export function mapPages<T, U>(pages: AsyncIterable<T>, change: (page: T) => U): AsyncIterable<U> {
  return {
    [Symbol.asyncIterator]() {
      const source = pages[Symbol.asyncIterator]();
      return {
        next: async (): Promise<IteratorResult<U>> => {
          const read = await source.next();
          return read.done ? { done: true, value: undefined } : { done: false, value: change(read.value) };
        },
        return: async (): Promise<IteratorResult<U>> => {
          await source.return?.();
          return { done: true, value: undefined };
        },
      };
    },
  };
}

/** Each page's rows as their cells. */
export const cellsOf = <T>(pages: AsyncIterable<T[]>, cells: (row: T) => CsvValue[]): AsyncIterable<CsvValue[][]> => mapPages(pages, (page) => page.map(cells));

/** The header row, then each page's lines as one string. */
function chunks({ headers, pages }: CsvSheet): AsyncIterable<string> {
  let headed = false;
  const lines = mapPages(pages, (rows) => (rows.length > 0 ? `${rows.map(csvLine).join(CSV_LINE_END)}${CSV_LINE_END}` : ''));
  return {
    [Symbol.asyncIterator]() {
      const source = lines[Symbol.asyncIterator]();
      return {
        next: async (): Promise<IteratorResult<string>> => {
          if (!headed) {
            headed = true;
            return { done: false, value: toCsv(headers, []) };
          }
          for (;;) {
            const read = await source.next();
            if (read.done || read.value !== '') return read;
          }
        },
        return: async (): Promise<IteratorResult<string>> => {
          await source.return?.();
          return { done: true, value: undefined };
        },
      };
    },
  };
}

/**
 * The sheet as the same bytes toCsv makes (a byte-order mark, the headers, CRLF lines), one chunk per
 * page: the next page is read only when the client has taken the ones before (a stream's
 * backpressure, at most one page ahead), so memory holds a few pages whatever the sheet's size,
 * and the first bytes leave before the last row is read.
 */
export const csvStream = (sheet: CsvSheet): Readable => Readable.from(chunks(sheet), { objectMode: true, highWaterMark: 1 });
