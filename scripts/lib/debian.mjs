// Debian's packages the tests and tools need, installed with apt-get when missing (root only).
import { execFileSync, spawnSync } from 'node:child_process';

/**
 * Installs `packages` with apt-get (after `apt-get update`), quietly and without recommends; throws
 * when apt-get fails. The caller checks afterwards that what it needs is there.
 * @param {string[]} packages
 */
export function installFromDebian(packages) {
  console.log(`› Installing ${packages.join(', ')} from Debian (apt-get install)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  if (install.status !== 0) throw new Error(`apt-get could not install ${packages.join(', ')}.`);
}
