import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { hashInputs, isFresh, writeStamp } from './build-stamp.mjs';
import { precompress } from './precompress.mjs';
import { rootDir, serverDir, strapiCli } from './paths.mjs';
import { run } from './run.mjs';
import { runtimeNode } from './runtime.mjs';

const bin = (dir, name) => join(dir, 'node_modules', '.bin', name);

const APP_INPUTS = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'pwa-manifest.ts', 'vite-plugins', 'lingui.config.ts', 'package.json', 'tsconfig.json'];
const SERVER_INPUTS = ['src', 'config', 'database', 'public', 'package.json', 'tsconfig.json', 'favicon.png'];

/** Compiles the catalogs and builds the app into dist/, unless dist/ already matches the sources. */
export async function buildApp({ force = false } = {}) {
  const stamp = join(rootDir, 'dist', '.build-stamp');
  const hash = hashInputs(rootDir, APP_INPUTS, { exclude: ['public/locales/', 'src/routeTree.gen.ts'] });
  if (!force && isFresh(stamp, hash)) return false;
  console.log('› Building the app…');
  await run(process.execPath, [join(rootDir, 'scripts', 'compile-locales.mjs')], { cwd: rootDir });
  await run(bin(rootDir, 'vite'), ['build', '--logLevel', 'warn'], { cwd: rootDir, env: { NODE_ENV: 'production' } });
  // Compressed once at the best levels, for the app server and nginx, instead of on every answer.
  precompress(join(rootDir, 'dist'));
  writeStamp(stamp, hash);
  return true;
}

/** Compiles Strapi's TypeScript and admin panel into server/dist/, unless it already matches. */
export async function buildServer({ force = false } = {}) {
  const stamp = join(serverDir, 'dist', '.build-stamp');
  const hash = hashInputs(serverDir, SERVER_INPUTS, { exclude: ['public/uploads/'] });
  if (!force && isFresh(stamp, hash)) return false;
  console.log('› Building the server and its admin panel (about a minute the first time)…');
  // TypeScript never deletes what it emitted for a source that is gone: a removed file would keep
  // running from dist/ on this machine and not on a clean clone.
  for (const stale of ['src', 'config', 'tsconfig.tsbuildinfo']) rmSync(join(serverDir, 'dist', stale), { recursive: true, force: true });
  // Gone until this build succeeds: a failed one leaves dist/ half made, which a stamp of the sources
  // before it (the same sources again, after a revert) would otherwise take for a good build.
  rmSync(stamp, { force: true });
  await run(runtimeNode(), [strapiCli, 'build'], { cwd: serverDir, env: { NODE_ENV: 'production' } });
  writeStamp(stamp, hash);
  return true;
}
