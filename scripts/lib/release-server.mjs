// The server of an earlier release, checked out from git and built, for the tests that run it next to
// today's (tests/cluster/rolling-deploy.test.ts: a rolling deploy from that release).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir, serverDir, strapiCli } from './paths.mjs';
import { run } from './run.mjs';
import { runtimeEnv, runtimeNode } from './runtime.mjs';

const git = (...args) => execFileSync('git', args, { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * The full name of a release's commit, fetched from the clone's origin when a shallow clone (a CI's
 * `--depth 1`) lacks it; an error that says so when it cannot be had.
 * @param {string} commit
 */
function releaseCommit(commit) {
  const resolve = () => git('rev-parse', '--verify', '--quiet', `${commit}^{commit}`);
  try {
    return resolve();
  } catch {
    for (const fetch of [['fetch', '--quiet', 'origin', commit], ['fetch', '--quiet', '--unshallow', 'origin']]) {
      try {
        git(...fetch);
        return resolve();
      } catch {
        // the next way, or the error below
      }
    }
  }
  throw new Error(`The release ${commit} is not in this clone and could not be fetched from its origin: a clone with its history (not --depth 1) runs the rolling deploy's test.`);
}

/**
 * Whether today's installed server modules serve a release's server: every dependency it names is
 * named by today's package.json with the same version range (Strapi is pinned to an exact version).
 * Releases only add dependencies as a rule; one that changed or dropped one gets its own install.
 */
function todaysModulesServe(releasePackage) {
  const today = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
  const wanted = { ...today.dependencies, ...today.devDependencies };
  const named = { ...releasePackage.dependencies, ...releasePackage.devDependencies };
  return Object.entries(named).every(([name, range]) => wanted[name] === range);
}

/**
 * The release's `server/` folder at `commit`, built (`strapi build`), in today's server's ignored
 * `.tmp/releases/<commit>/`: Node finds today's installed modules above it when they serve it
 * (otherwise it installs its own with `npm ci`). Built once per commit and kept; answers its path.
 * @param {string} commit
 */
export async function releaseServer(commit) {
  const fullCommit = releaseCommit(commit);
  const dir = join(serverDir, '.tmp', 'releases', fullCommit);
  const server = join(dir, 'server');
  const stamp = join(server, 'dist', '.release-build');
  if (existsSync(stamp)) return server;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${fullCommit} server | tar -x -C ${JSON.stringify(dir)}`], { cwd: rootDir });
  if (!todaysModulesServe(JSON.parse(readFileSync(join(server, 'package.json'), 'utf8')))) {
    console.log(`› Installing the server modules of ${fullCommit.slice(0, 12)}…`);
    await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: server, env: runtimeEnv() });
  }
  const cli = existsSync(join(server, 'node_modules')) ? join(server, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js') : strapiCli;
  console.log(`› Building the server of ${fullCommit.slice(0, 12)} (once per release)…`);
  await run(runtimeNode(), [cli, 'build'], { cwd: server, env: { NODE_ENV: 'production' } });
  writeFileSync(stamp, `${fullCommit}\n`);
  return server;
}

/**
 * The app's source files of `commit` under `path` (e.g. `src/offline/outbox`), extracted into the
 * root's ignored `.tmp/releases/<commit>/`, where they import today's installed packages. Answers the
 * folder that holds `path`.
 * @param {string} commit
 * @param {string} path
 */
export function releaseSources(commit, path) {
  const fullCommit = releaseCommit(commit);
  const dir = join(rootDir, '.tmp', 'releases', fullCommit);
  rmSync(join(dir, path), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${fullCommit} ${JSON.stringify(path)} | tar -x -C ${JSON.stringify(dir)}`], { cwd: rootDir });
  return join(dir, path);
}
