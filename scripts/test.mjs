// `npm test`: every check CI runs, in order, stopping at the first failure (`--quick`: a subset, below).
import { mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureEngines } from './lib/browsers.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { ensureNginx } from './lib/cluster/nginx.mjs';
import { ensureMonitoring } from './lib/monitoring/prometheus.mjs';
import { buildApp } from './lib/builds.mjs';
import { affectedServerTests, describeSelection } from './lib/affected-tests.mjs';
import { changedFiles } from './lib/changed-files.mjs';
import { cpuAccount, openAccount } from './lib/cpu-time.mjs';
import { relatedInputs } from './lib/unit-related.mjs';
import { rootDir } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { SQLITE_ONLY } from '../tests/server/single-engine.mjs';

const bin = (name) => join(rootDir, 'node_modules', '.bin', name);

const resultsDir = join(rootDir, '.tmp', 'test-results');
const counts = {};
/** Every failed test, named, so the end of a long log says which failed whatever scrolled by. */
const failures = [];

/**
 * Runs one vitest project (or some of its files, or the tests that import `related` files) and keeps
 * its counts for the closing summary.
 * @param {string} project
 * @param {{ label?: string, env?: Record<string, string>, files?: string[], related?: string[], exclude?: string[], output?: (chunk: Buffer) => void }} [options]
 */
async function vitest(project, { label = project, env = {}, files = [], related, exclude = [], output } = {}) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${label}.json`);
  const mode = related ? ['related', '--run'] : ['run'];
  const args = [...mode, '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...exclude.flatMap((glob) => ['--exclude', glob]), ...(related ?? files)];
  try {
    await run(bin('vitest'), args, { env, output });
  } finally {
    try {
      const report = JSON.parse(readFileSync(file, 'utf8'));
      counts[label] = { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests, files: report.testResults?.length ?? 0 };
      failures.push(...failedTestsOf(report).map((test) => `${label}: ${test}`));
    } catch {
      counts[label] = { passed: 0, failed: 1, skipped: 0, files: 0 };
    }
  }
}

/** "file > test: first line of its error" for each failed test (or file that failed to load) of a vitest JSON report. */
function failedTestsOf(report) {
  const firstLine = (messages) => stripVTControlCharacters(String(messages?.[0] ?? '')).split('\n')[0].slice(0, 300);
  return (report.testResults ?? []).flatMap((file) => {
    const path = relative(rootDir, String(file.name ?? ''));
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [`${path}: ${firstLine([file.message])}`];
    return failed.map((test) => `${path} > ${test.fullName}: ${firstLine(test.failureMessages)}`);
  });
}

function summary() {
  if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ✖ ${failure}`).join('\n')}\n`);
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const [project, count] of Object.entries(counts)) {
    console.log(`  ${project.padEnd(16)} ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped (${count.files} files)`);
    for (const key of Object.keys(total)) total[key] += count[key];
  }
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
}

// `npm run test:quick`: a developer's signal, without the second engine, production, cluster and most of e2e,
// and of the unit and server tests those the change needs (`--since=<ref>`: the change since that commit).
const quick = process.argv.includes('--quick');
const since = process.argv.find((arg) => arg.startsWith('--since='))?.slice('--since='.length);

/**
 * What `--quick` tests, printed first: the change (changed-files.mjs), the server tests it needs
 * (affected-tests.mjs) and what `vitest related` is given to pick the unit tests (unit-related.mjs).
 */
const selection = quick ? selectForChange() : null;
function selectForChange() {
  try {
    const change = changedFiles({ since });
    const server = affectedServerTests(change.files);
    const unit = relatedInputs(change.files);
    console.log(`\n━━ What the change needs\n${describeSelection(change, server, unit)}`);
    return { change, server, unit };
  } catch (error) {
    console.error(`\n✖ Could not tell what changed: ${error.message}`);
    process.exit(1);
  }
}

/**
 * A step of `npm test`; `quick` marks those `npm run test:quick` keeps. A step's `run` gets `output`
 * when it runs beside others: its output is then printed as a whole when it ends.
 * @typedef {{ title: string, run: (output?: (chunk: Buffer) => void) => Promise<unknown>, quick?: boolean }} Step
 */

/** @type {Step[]} */
const tools = [
  { title: 'Chromium for the end-to-end tests', run: async () => console.log(`  using ${ensureChromium()}`), quick: true },
  {
    title: 'Firefox ESR, WebKitGTK and Xvfb for the other engines\' tests',
    run: async () => console.log(`  using ${Object.values(ensureEngines()).join(', ')}`),
  },
  { title: 'PostgreSQL for the server tests', run: async () => console.log(`  using ${ensurePostgres()}`) },
  { title: 'nginx for the cluster tests', run: async () => console.log(`  using ${ensureNginx()}`) },
  { title: 'Prometheus, promtool and nginx\'s exporter for the monitoring tests', run: async () => console.log(`  using ${Object.values(ensureMonitoring()).join(', ')}`) },
  { title: 'Translation catalogs and app build', run: () => buildApp(), quick: true },
];

/** @type {Step} */
const unitTests = {
  title: quick ? 'Unit and component tests that import a changed file' : 'Unit and component tests',
  run: (output) => vitest('unit', { related: selection?.unit, output }),
  quick: true,
};

/** @type {Step[]} */
const checks = [
  {
    title: 'Type check (app, tests, service worker, scripts, server and its admin panel)',
    run: (output) => ['tsconfig.json', 'sw/tsconfig.json', 'scripts/tsconfig.json', 'server/tsconfig.json', 'server/src/admin/tsconfig.json'].reduce(
      (previous, project) => previous.then(() => run(process.execPath, [bin('tsc'), '-p', project, '--noEmit'], { output })),
      Promise.resolve(),
    ),
    quick: true,
  },
  { title: 'Lint', run: (output) => run(bin('eslint'), ['--max-warnings', '0', '.'], { output }), quick: true },
  unitTests,
];

/** @type {Step[]} */
const serverSuites = [
  { title: 'Server tests over HTTP against a booted Strapi on SQLite', run: (output) => vitest('server', { label: 'server-sqlite', output }) },
  {
    title: 'The server tests whose behaviour depends on the engine, on a throwaway PostgreSQL cluster',
    run: (output) =>
      vitest('server', { label: 'server-postgres', env: { CHISPA_TEST_DATABASE: 'postgres' }, exclude: Object.keys(SQLITE_ONLY).map((file) => `tests/server/${file}`), output }),
  },
];

/**
 * `--quick`'s server tests: the files the change needs, if any (every file when it reaches everything).
 * @param {import('./lib/affected-tests.mjs').ServerSelection} server
 * @returns {Step[]}
 */
function serverTestsOfChange({ files, total, whole }) {
  if (files.length === 0) return [];
  return [
    {
      title: `Server tests the change needs (${files.length} of ${total} files) over HTTP against a booted Strapi on SQLite`,
      run: (output) => vitest('server', { label: 'server-sqlite', files: whole.length > 0 ? [] : files, output }),
    },
  ];
}

/** @type {Step[]} */
const systems = [
  { title: 'Production mode for real: settings check, SMTP mail, no development shortcuts', run: (output) => vitest('production', { output }) },
  { title: 'Several server instances on one PostgreSQL: shared invalidations and throttles, health, shutdown', run: (output) => vitest('cluster', { output }) },
];

/** @type {Step} */
const e2e = { title: 'End-to-end tests in Chromium', run: () => vitest('e2e') };

/** @type {Step} */
const engines = { title: 'The offline core in Firefox ESR and WebKitGTK (no Background Sync)', run: () => vitest('engines') };

/** @type {Step} */
const e2eSmoke = { title: 'End-to-end smoke test in Chromium (sign-in, menu, language, logout)', run: () => vitest('e2e', { label: 'e2e-smoke', files: ['tests/e2e/foundation.test.ts'] }) };

const keep = (steps) => (quick ? steps.filter((step) => step.quick) : steps);

/**
 * `--quick`'s lanes: the checks beside the server tests the change needs or, when it needs none, the
 * unit tests beside the type check and lint.
 * @returns {Step[][]}
 */
function quickLanes() {
  const server = serverTestsOfChange(selection.server);
  return server.length > 0 ? [keep(checks), server] : [keep(checks).filter((step) => step !== unitTests), [unitTests]];
}

/**
 * In order; an array of lanes runs its lanes at the same time (each lane's steps in order). The
 * checks, then production and the cluster (one core, with gaps), and one server suite at a time (one
 * core) share this machine's two. The end-to-end tests, which keep more than a core busy, run alone,
 * Chromium's, then Firefox's and WebKit's.
 * @type {(Step | Step[][])[]}
 */
const plan = [...keep(tools), quick ? quickLanes() : [[...checks, ...systems], serverSuites], ...(quick ? [e2eSmoke] : [e2e, engines])];

/**
 * How long each step took and the work it did (CPU seconds of its processes: cpu-time.mjs), printed
 * after each step and again at the end, so slow steps and growing ones show.
 * @type {{ title: string, ms: number, cpu: { seconds: number, measured: boolean } }[]}
 */
const timings = [];
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const cpuSeconds = ({ seconds: value, measured }) => `${measured ? '' : '≥ '}${Math.round(value)} s`;
function printTimings() {
  console.log('\nTime per step (wall, and CPU: user + system of the step\'s processes; steps in one lane group overlap):');
  console.log(`  ${'wall'.padStart(7)}  ${'CPU'.padStart(9)}`);
  for (const { title, ms, cpu } of timings) console.log(`  ${seconds(ms).padStart(7)}  ${cpuSeconds(cpu).padStart(9)}  ${title}`);
  const ownMs = Object.values(process.cpuUsage()).reduce((sum, micros) => sum + micros, 0) / 1000;
  const total = timings.reduce((sum, { cpu }) => ({ seconds: sum.seconds + cpu.seconds, measured: sum.measured && cpu.measured }), { seconds: ownMs / 1000, measured: true });
  console.log(`  ${seconds(Date.now() - started).padStart(7)}  ${cpuSeconds(total).padStart(9)}  in all (this script's own work included: ${seconds(ownMs)})`);
}

/**
 * Runs one step; `beside` other steps, its output is kept and printed whole when it ends.
 * @param {Step} step
 * @param {boolean} [beside]
 */
async function runStep({ title, run: step }, beside = false) {
  const chunks = [];
  if (!beside) console.log(`\n━━ ${title}`);
  const stepStarted = Date.now();
  const cpu = openAccount();
  const flush = () => {
    if (beside) process.stdout.write(`\n━━ ${title} (ran beside other steps)\n${Buffer.concat(chunks).toString()}`);
  };
  try {
    await cpuAccount.run(cpu, () => step(beside ? (chunk) => chunks.push(chunk) : undefined));
  } catch (error) {
    timings.push({ title: `${title} (failed)`, ms: Date.now() - stepStarted, cpu });
    flush();
    throw new Error(`${title}: ${error.message}`);
  }
  timings.push({ title, ms: Date.now() - stepStarted, cpu });
  flush();
  console.log(`  ⏱ ${seconds(Date.now() - stepStarted)}, ${cpuSeconds(cpu)} of CPU`);
}

/** Runs each lane's steps in order, the lanes together; the first lane prints as it goes. */
async function runLanes(lanes) {
  const results = await Promise.allSettled(
    lanes.map(async (lane, index) => {
      for (const step of lane) await runStep(step, index > 0);
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

const started = Date.now();
try {
  for (const entry of plan) await (Array.isArray(entry) ? runLanes(entry.filter((lane) => lane.length > 0)) : runStep(entry));
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  printTimings();
  summary();
  process.exit(1);
}
printTimings();
console.log(`\n✔ All checks passed in ${seconds(Date.now() - started)}.`);
summary();
