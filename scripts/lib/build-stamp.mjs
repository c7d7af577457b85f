// Decides whether a build is stale by hashing the contents of its inputs, so a fresh clone, a
// pull or an edit rebuilds and an unchanged tree starts at once.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'build', '.tmp', '.cache', '.strapi', 'locales-compiled']);

function collect(path, files) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) return void files.push(path);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    collect(join(path, entry.name), files);
  }
}

export function hashInputs(baseDir, inputs, { exclude = [] } = {}) {
  const files = [];
  for (const input of inputs) collect(join(baseDir, input), files);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    const name = relative(baseDir, file);
    if (exclude.some((prefix) => name.startsWith(prefix))) continue;
    hash.update(name).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function isFresh(stampFile, hash) {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash;
}

export function writeStamp(stampFile, hash) {
  writeFileSync(stampFile, `${hash}\n`);
}
