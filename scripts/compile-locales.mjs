// Compiles src/locales/{lng}.po into public/locales/{lng}/messages.json, the catalogs the app
// fetches at run time (and the service worker caches). --strict fails on a missing translation.
import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from './lib/paths.mjs';

const LANGUAGES = ['es', 'en'];

const lingui = join(rootDir, 'node_modules', '.bin', 'lingui');
const result = spawnSync(lingui, ['compile', '--strict', '--namespace', 'json'], { cwd: rootDir, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);

for (const language of LANGUAGES) {
  const target = join(rootDir, 'public', 'locales', language);
  mkdirSync(target, { recursive: true });
  renameSync(join(rootDir, 'src', 'locales', `${language}.json`), join(target, 'messages.json'));
}
