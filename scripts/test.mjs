// `npm test`: every check CI runs, in order, stopping at the first failure (`--quick`: a subset, below).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { ensureNginx } from './lib/cluster/nginx.mjs';
import { buildApp } from './lib/builds.mjs';
import { rootDir } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { SQLITE_ONLY } from '../tests/server/single-engine.mjs';

const bin = (name) => join(rootDir, 'node_modules', '.bin', name);

const resultsDir = join(rootDir, '.tmp', 'test-results');
const counts = {};

/**
 * Runs one vitest project (or some of its files) and keeps its counts for the closing summary.
 * @param {string} project
 * @param {{ label?: string, env?: Record<string, string>, files?: string[], exclude?: string[] }} [options]
 */
async function vitest(project, { label = project, env = {}, files = [], exclude = [] } = {}) {
  mkdirSync(resultsDir, { recursive: true });
  const output = join(resultsDir, `${label}.json`);
  try {
    await run(bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...exclude.flatMap((file) => ['--exclude', file]), ...files], { env });
  } finally {
    try {
      const report = JSON.parse(readFileSync(output, 'utf8'));
      counts[label] = { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
    } catch {
      counts[label] = { passed: 0, failed: 1, skipped: 0 };
    }
  }
}

function summary() {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const [project, count] of Object.entries(counts)) {
    console.log(`  ${project.padEnd(16)} ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`);
    for (const key of Object.keys(total)) total[key] += count[key];
  }
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
}

// `npm run test:quick`: a developer's signal, without the second engine, production, cluster and most of e2e.
const quick = process.argv.includes('--quick');

/**
 * Every step of `npm test`; `quick` marks those `npm run test:quick` keeps.
 * @type {{ title: string, run: () => Promise<unknown>, quick?: boolean }[]}
 */
const allSteps = [
  { title: 'Chromium for the end-to-end tests', run: async () => console.log(`  using ${ensureChromium()}`), quick: true },
  { title: 'PostgreSQL for the server tests', run: async () => console.log(`  using ${ensurePostgres()}`) },
  { title: 'nginx for the cluster tests', run: async () => console.log(`  using ${ensureNginx()}`) },
  { title: 'Translation catalogs and app build', run: () => buildApp(), quick: true },
  {
    title: 'Type check (app, tests, service worker, scripts and server)',
    run: () => run(process.execPath, [bin('tsc'), '-p', 'tsconfig.json'])
      .then(() => run(process.execPath, [bin('tsc'), '-p', 'sw/tsconfig.json']))
      .then(() => run(process.execPath, [bin('tsc'), '-p', 'scripts/tsconfig.json']))
      .then(() => run(process.execPath, [bin('tsc'), '-p', 'server/tsconfig.json', '--noEmit'])),
    quick: true,
  },
  { title: 'Lint', run: () => run(bin('eslint'), ['--max-warnings', '0', '.']), quick: true },
  { title: 'Unit and component tests', run: () => vitest('unit'), quick: true },
  { title: 'Server tests over HTTP against a booted Strapi on SQLite', run: () => vitest('server', { label: 'server-sqlite' }), quick: true },
  {
    title: 'The server tests whose behaviour depends on the engine, on a throwaway PostgreSQL cluster',
    run: () => vitest('server', { label: 'server-postgres', env: { CHISPA_TEST_DATABASE: 'postgres' }, exclude: Object.keys(SQLITE_ONLY).map((file) => `tests/server/${file}`) }),
  },
  { title: 'Production mode for real: settings check, SMTP mail, no development shortcuts', run: () => vitest('production') },
  { title: 'Several server instances on one PostgreSQL: shared invalidations and throttles, health, shutdown', run: () => vitest('cluster') },
  { title: 'End-to-end tests in Chromium', run: () => vitest('e2e') },
];

const e2eSmoke = { title: 'End-to-end smoke test in Chromium (sign-in, menu, language, logout)', run: () => vitest('e2e', { label: 'e2e-smoke', files: ['tests/e2e/foundation.test.ts'] }) };
const steps = quick ? [...allSteps.filter((step) => step.quick), e2eSmoke] : allSteps;

/** How long each step took, printed after each step and again at the end, so slow steps show. */
const timings = [];
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
function printTimings() {
  console.log('\nTime per step:');
  for (const [title, ms] of timings) console.log(`  ${seconds(ms).padStart(7)}  ${title}`);
}

const started = Date.now();
for (const { title, run: step } of steps) {
  console.log(`\n━━ ${title}`);
  const stepStarted = Date.now();
  try {
    await step();
  } catch (error) {
    timings.push([`${title} (failed)`, Date.now() - stepStarted]);
    console.error(`\n✖ ${title}: ${error.message}`);
    printTimings();
    summary();
    process.exit(1);
  }
  timings.push([title, Date.now() - stepStarted]);
  console.log(`  ⏱ ${seconds(Date.now() - stepStarted)}`);
}
printTimings();
console.log(`\n✔ All checks passed in ${seconds(Date.now() - started)}.`);
summary();
