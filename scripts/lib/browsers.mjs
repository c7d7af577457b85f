// Finds the other engines the end-to-end tests run in (tests/engines/): Debian's Firefox ESR,
// WebKitGTK's WebDriver with its MiniBrowser, Xvfb to give MiniBrowser a display, and iproute2 for the
// network namespaces that take them offline; installed with apt-get when missing and this user is
// allowed to (root). Chromium is chromium.mjs's.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { installFromDebian } from './debian.mjs';

const firstExisting = (paths) => paths.find((path) => existsSync(path));

export const findFirefox = () => firstExisting(['/usr/bin/firefox-esr', '/usr/bin/firefox']);
export const findWebKitDriver = () => firstExisting(['/usr/bin/WebKitWebDriver']);
export const findXvfb = () => firstExisting(['/usr/bin/Xvfb']);
const findXauth = () => firstExisting(['/usr/bin/xauth']);
const findIp = () => firstExisting(['/usr/sbin/ip', '/usr/bin/ip', '/sbin/ip', '/bin/ip']);

/** WebKitGTK's MiniBrowser, the browser WebKitWebDriver runs: /usr/lib/<triplet>/webkit2gtk-4.x/MiniBrowser. */
export function findMiniBrowser() {
  if (!existsSync('/usr/lib')) return undefined;
  for (const triplet of readdirSync('/usr/lib')) {
    for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
      const path = join('/usr/lib', triplet, api, 'MiniBrowser');
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}

/**
 * Each Debian package with the test that says it is there.
 * @type {[string, () => unknown][]}
 */
const PACKAGES = [
  ['firefox-esr', findFirefox],
  ['webkit2gtk-driver', () => findWebKitDriver() && findMiniBrowser()],
  ['xvfb', findXvfb],
  ['xauth', findXauth],
  ['iproute2', findIp],
];

/** Installs what is missing; answers what the tests will use. */
export function ensureEngines() {
  const missing = PACKAGES.filter(([, found]) => !found()).map(([name]) => name);
  if (missing.length > 0) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!isRoot) {
      throw new Error(
        `The Firefox and WebKit tests need ${missing.join(', ')}. Install them with\n` +
          `  sudo apt-get install -y --no-install-recommends ${missing.join(' ')}\n` +
          'and run them as root (they take each browser offline in a network namespace of its own).',
      );
    }
    installFromDebian(missing);
    const still = PACKAGES.filter(([, found]) => !found()).map(([name]) => name);
    if (still.length > 0) throw new Error(`apt-get could not install ${still.join(', ')}.`);
  }
  return { firefox: findFirefox(), webKitDriver: findWebKitDriver(), miniBrowser: findMiniBrowser(), xvfb: findXvfb() };
}
