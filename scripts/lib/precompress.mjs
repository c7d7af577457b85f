// Brotli and gzip copies of the built app's text files, for the app server (@fastify/static's
// preCompressed) and nginx's *_static modules: compressed once at the best levels instead of on every
// answer (brotli 11 makes the start chunk 9 KB smaller than the on-the-fly level 5).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|css|json|webmanifest|svg|html|txt)$/;
const MIN_BYTES = 1024;

/** Writes `file.br` and `file.gz` beside each text asset of `dir` that lacks a current copy. */
export function precompress(dir) {
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      written += precompress(path);
      continue;
    }
    if (!TEXT.test(entry.name)) continue;
    const { size, mtimeMs } = statSync(path);
    if (size < MIN_BYTES) continue;
    const current = (copy) => {
      try {
        return statSync(copy).mtimeMs >= mtimeMs;
      } catch {
        return false;
      }
    };
    const body = readFileSync(path);
    if (!current(`${path}.br`)) {
      writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } }));
      written += 1;
    }
    if (!current(`${path}.gz`)) {
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      written += 1;
    }
  }
  return written;
}
