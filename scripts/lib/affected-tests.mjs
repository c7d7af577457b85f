// Which server tests a change needs (`npm run test:quick`), and why. The unit tests are Vitest's to
// pick (`vitest related`, which follows the imports); the server tests talk HTTP, so they are picked
// by the parts of the server the change reaches (server-reach.mjs) and what each test names of them
// (server-tests.mjs), or because they import the changed file. Anything in doubt runs the whole suite.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from './paths.mjs';
import { reachOf, serverFiles, serverGraph, serverParts } from './server-reach.mjs';
import { evidenceOf, SERVER_GLOBAL_SETUP, serverTests } from './server-tests.mjs';

/** Files every test run depends on: how Vitest, TypeScript and the packages are set up. */
const EVERY_RUN = ['package.json', 'package-lock.json', 'vitest.config.ts', 'tsconfig.json'];

/**
 * @typedef {{ files: string[], total: number, whole: string[], picked: Map<string, string[]>, reasons: string[] }} ServerSelection
 * `files`: the test files to run, of `total` (all of them when `whole` holds a reason); `picked`:
 * each picked file's reasons; `reasons`: one line per part of the server a changed file reaches.
 */

/**
 * The server test files a change needs.
 * @param {string[]} changed paths from the root
 * @returns {ServerSelection}
 */
export function affectedServerTests(changed) {
  const { tests, setup } = serverTests();
  const server = { graph: serverGraph(serverFiles()), parts: serverParts() };
  const whole = [];
  const picked = new Map();
  const reasons = [];
  const pick = (test, why) => picked.set(test, [...(picked.get(test) ?? []), why]);

  for (const file of changed) {
    if (EVERY_RUN.includes(file)) whole.push(`${file}: every test run depends on it`);
    else if (setup.has(file)) whole.push(`${file}: the server suite's global setup (${SERVER_GLOBAL_SETUP}) runs it`);
    else if (!existsSync(join(rootDir, file)) && ['server/', 'tests/', 'scripts/'].some((place) => file.startsWith(place))) {
      whole.push(`${file}: deleted, so what used it is no longer in the graph`);
    }
    if (whole.length > 0) continue;

    for (const test of tests.filter(({ imports }) => imports.has(file))) pick(test.file, test.file === file ? 'changed' : `imports ${file}`);
    if (!file.startsWith('server/')) continue;
    const reach = reachOf(file, server);
    if ('all' in reach) whole.push(`${file}: ${reach.all}`);
    if (!('parts' in reach)) continue;
    for (const { part, via } of reach.parts) {
      const seen = tests.map((test) => [test.file, evidenceOf(test, part)]).filter(([, evidence]) => evidence);
      for (const [test, evidence] of seen) pick(test, `${part.name} (${evidence})`);
      reasons.push(`${via.join(' ← ')} → ${part.name}: ${seen.length} files`);
    }
  }
  const total = tests.length;
  if (whole.length > 0) return { files: tests.map(({ file }) => file), total, whole, picked: new Map(), reasons: [] };
  return { files: [...picked.keys()].sort(), total, whole, picked, reasons };
}

/**
 * What `npm run test:quick` prints before it starts: the change, and what it selects and why.
 * @param {{ files: string[], against: string }} change
 * @param {ServerSelection} server
 * @param {string[]} unitInputs what `vitest related` is given (unit-related.mjs)
 */
export function describeSelection(change, server, unitInputs) {
  const lines = [`Changed against ${change.against}: ${change.files.length} files`, ...change.files.map((file) => `  ${file}`)];
  const importers = unitInputs.length - change.files.length;
  lines.push(
    change.files.length > 0
      ? `Unit tests: those Vitest finds importing a changed file or one of the ${importers} modules that import them (vitest related), or all of them when its settings or packages changed.`
      : 'Unit tests: none, nothing changed.',
  );
  if (server.whole.length > 0) {
    lines.push(`Server tests: all ${server.total} files, because`, ...server.whole.map((reason) => `  ${reason}`));
  } else if (server.files.length === 0) {
    lines.push(`Server tests: none of ${server.total} (no changed file reaches the server or a server test).`);
  } else {
    lines.push(`Server tests: ${server.files.length} of ${server.total} files`, ...server.reasons.map((reason) => `  ${reason}`));
    for (const [test, why] of [...server.picked].sort(([a], [b]) => a.localeCompare(b))) lines.push(`  ${test}: ${why.join('; ')}`);
  }
  return lines.join('\n');
}
