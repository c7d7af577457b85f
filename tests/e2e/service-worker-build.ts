import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '../../scripts/lib/paths.mjs';

/**
 * Serves a different service worker (one more byte, as a new release would) while `work` runs, then
 * puts the built one back. The app is served from dist/ and read on every request.
 */
export async function swapServiceWorker(work: () => Promise<void>) {
  const file = join(rootDir, 'dist', 'sw.js');
  const original = readFileSync(file);
  writeFileSync(file, Buffer.concat([original, Buffer.from(`\n// next release ${Date.now()}\n`)]));
  try {
    await work();
  } finally {
    writeFileSync(file, original);
  }
}
