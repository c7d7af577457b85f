import { describe, expect, it } from 'vitest';
import { toCsv, type CsvValue } from './csv';
import { csvStream, inPages } from './csv-stream';

async function text(stream: NodeJS.ReadableStream) {
  let all = '';
  for await (const chunk of stream) all += String(chunk);
  return all;
}

describe('a streamed CSV', () => {
  it('is the same bytes as the whole file, page after page', async () => {
    const rows: CsvValue[][] = Array.from({ length: 2500 }, (_, i) => [`=fila ${i}`, i, i % 2 === 0, null]);
    expect(await text(csvStream({ headers: ['Texto', 'Número', 'Sí', 'Nada'], pages: inPages(rows) }))).toBe(toCsv(['Texto', 'Número', 'Sí', 'Nada'], rows));
  });

  it('has its header row alone when there are no rows', async () => {
    expect(await text(csvStream({ headers: ['A'], pages: inPages([]) }))).toBe(toCsv(['A'], []));
  });

  it('reads a page only when the reader has taken the ones before it, at most two ahead', async () => {
    let read = 0;
    async function* pages() {
      for (let page = 0; page < 100; page += 1) {
        read += 1;
        yield [[page]];
      }
    }
    const stream = csvStream({ headers: ['n'], pages: pages() });
    const iterator = stream[Symbol.asyncIterator]();
    expect(String((await iterator.next()).value)).toBe('\uFEFFn\r\n');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).toBeLessThanOrEqual(3);
    stream.destroy();
  });
});
