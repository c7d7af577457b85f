import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { rootDir } from '../../scripts/lib/paths.mjs';

/**
 * Serves a different service worker (one more byte, as a new release would) while `work` runs, then
 * puts the built one back. The app is served from dist/ and read on every request, from the
 * build's .br/.gz copies when the browser takes them (scripts/lib/precompress.mjs): they change too.
 */
export async function swapServiceWorker(work: () => Promise<void>) {
  const file = join(rootDir, 'dist', 'sw.js');
  const copies = { [`${file}.br`]: brotliCompressSync, [`${file}.gz`]: gzipSync };
  const originals = new Map([file, ...Object.keys(copies)].filter((path) => existsSync(path)).map((path) => [path, readFileSync(path)]));
  const next = Buffer.concat([originals.get(file)!, Buffer.from(`\n// next release ${Date.now()}\n`)]);
  writeFileSync(file, next);
  for (const [path, compress] of Object.entries(copies)) if (originals.has(path)) writeFileSync(path, compress(next));
  try {
    await work();
  } finally {
    for (const [path, body] of originals) writeFileSync(path, body);
    for (const path of Object.keys(copies)) if (!originals.has(path)) rmSync(path, { force: true });
  }
}
