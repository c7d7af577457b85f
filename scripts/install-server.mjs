// The Strapi server keeps its own dependency tree (its admin panel pins React Router 6, styled-components
// and its own Vite), so it is installed beside the front end rather than hoisted into one workspace.
// It is installed, and its native SQLite driver built, for the Node.js the server runs on (scripts/lib/runtime.mjs),
// whichever Node.js started this script.
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeEnv, runtimeNode } from './lib/runtime.mjs';

const serverDir = fileURLToPath(new URL('../server/', import.meta.url));
if (process.env.CHISPA_SKIP_SERVER_INSTALL === '1') process.exit(0);
if (!existsSync(serverDir)) process.exit(0);

const node = runtimeNode();
const env = runtimeEnv();
const npm = (args) => spawnSync(node, [npmCli(), ...args], { cwd: serverDir, stdio: 'inherit', env }).status ?? 1;

const installed = npm(['install', '--no-audit', '--no-fund']);
if (installed !== 0) process.exit(installed);

// A checkout installed under another Node.js keeps a driver built for it: build it again for this one.
const loads = spawnSync(node, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], { cwd: serverDir, env, stdio: 'ignore' });
if (loads.status !== 0) {
  console.log(`Building the SQLite driver for the Node.js at ${node}…`);
  process.exit(npm(['rebuild', 'better-sqlite3']));
}

/** npm's own command-line entry, run by the server's Node.js (not by whichever `node` npm's launcher finds). */
function npmCli() {
  if (process.env.npm_execpath?.endsWith('.js')) return process.env.npm_execpath;
  const launcher = (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'npm')).find((file) => existsSync(file));
  if (!launcher) throw new Error('npm is not on the PATH');
  return realpathSync(launcher);
}
