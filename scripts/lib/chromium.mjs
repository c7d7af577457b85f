// Finds Chromium for the end-to-end tests and the benchmark: CHROME_PATH, else Debian's package,
// installed with apt-get when missing and this user is allowed to (root).
import { existsSync } from 'node:fs';
import { installFromDebian } from './debian.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no file there.`);
  }
  return CANDIDATES.find((path) => existsSync(path));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      'Chromium is needed for the end-to-end tests. Install it with\n' +
        '  sudo apt-get install -y --no-install-recommends chromium\n' +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  installFromDebian(['chromium']);
  const installed = findChromium();
  if (!installed) throw new Error('apt-get could not install Chromium.');
  return installed;
}
