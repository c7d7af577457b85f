// Budget 4: Lighthouse (12.x: 13 needs Node 22) on the home page of the built app, as the demo
// member, median of 3 runs. Mobile: Lighthouse's default config (Moto G Power emulation, simulated
// slow 4G) with the CPU slowdown calibrated to this host before each run (issue 32,
// scripts/lib/cpu-calibration.mjs) for the page's CPU time, its waits left at their host length
// (scripts/lib/main-thread-waits.mjs; the figures with the waits slowed too are printed beside):
// performance ≥ 95, TBT ≤ 200 ms, LCP ≤ 2.0 s, no task over 150 ms after the first paint,
// CLS ≤ 0.05, accessibility and best practices 100. Desktop: Lighthouse's
// desktop config (no CPU slowdown), performance ≥ 98. `npm run bench:lighthouse` runs this alone.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as constants from 'lighthouse/core/config/constants.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { hostIndex, measureBenchmarkIndex, slowdownForBenchmarkIndex } from './lib/cpu-calibration.mjs';
import { LIGHTHOUSE_METRIC_BUDGETS } from './lib/lighthouse-budgets.mjs';
import { median } from './lib/median.mjs';
import { reportLighthouse } from './lib/lighthouse-report.mjs';
import { longestTaskAfterPaintByItsCpu, pageMainThread, slowdownOfRecordedTime, slowdownWithoutCoreWaits } from './lib/main-thread-waits.mjs';
import { startRunQueueSampler } from './lib/run-queue-sampler.mjs';
import { freePort } from './lib/server-process.mjs';
import { startStack } from './lib/stack.mjs';

const RUNS = 3;
// Lighthouse's own recording failures, which it answers with "please run Lighthouse again": such a run
// measured nothing, so it is run again (twice at most per bench); any other error fails the bench.
const RECORDING_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_DCL']);
const RECORDING_RETRIES = 2;
const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices' };
const DEMO = { identifier: 'demo@chispa.test', password: 'chispa-demo-2026' };

/** Audits of one category that do not pass (score below 1; informative and manual ones left out). */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => typeof audit.score === 'number' && audit.score < 1 && !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode))
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    }));
}

/**
 * What one run measured on the main thread, on the simulated device (Lighthouse's simulated timings:
 * the host's times times the slowdown). The long tasks are the `long-tasks` audit's (50 ms and more);
 * "after the first paint" means starting at or after the run's first contentful paint, the span Total
 * Blocking Time counts.
 */
export function mainThreadOf(lhr) {
  const firstPaint = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({ startTime: task.startTime, duration: Math.round(task.duration) }));
  const afterPaint = tasks.filter((task) => task.startTime >= firstPaint);
  const longest = (list) => list.reduce((max, task) => Math.max(max, task.duration), 0);
  const byCategory = Object.fromEntries(
    (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
      .sort((a, b) => b.duration - a.duration)
      .map((item) => [item.groupLabel ?? item.group, Math.round(item.duration)]),
  );
  return { longestTask: longest(tasks), longestTaskAfterPaint: longest(afterPaint), byCategory };
}

/** One report's category scores, 0–100. */
const scoresOf = (lhr) => Object.fromEntries(Object.entries(CATEGORIES).map(([key, id]) => [key, Math.round(lhr.categories[id].score * 100)]));

/** One report's timings (ms; CLS unitless) and its longest task after the first paint. */
function metricsOf(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
  return {
    firstContentfulPaint: metric('first-contentful-paint'),
    largestContentfulPaint: metric('largest-contentful-paint'),
    totalBlockingTime: metric('total-blocking-time'),
    cumulativeLayoutShift: metric('cumulative-layout-shift'),
    speedIndex: metric('speed-index'),
    longestTaskAfterPaint: mainThreadOf(lhr).longestTaskAfterPaint,
  };
}

/**
 * Lantern's main-thread time by category adds up to the recorded tasks times the multiplier it
 * applied: checked against the tasks pageMainThread counted, so that the multiplier is known to have
 * reached the simulation and to have been computed over the tasks Lantern slows.
 */
function assertSlowedAsCounted(lhr, mainThread, multiplier) {
  const simulated = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).reduce((sum, item) => sum + item.duration, 0);
  const ratio = simulated / (mainThread.wallMs * multiplier);
  if (!(Math.abs(ratio - 1) <= 0.1)) {
    throw new Error(`Lantern's main thread (${Math.round(simulated)} ms) is not the ${Math.round(mainThread.wallMs)} ms counted times ${multiplier}×: ratio ${ratio.toFixed(2)}.`);
  }
}

/** The host's benchmarkIndex, measured in the browser Lighthouse drives (scripts/lib/cpu-calibration.mjs). */
async function measureHost(debuggingPort) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    return await measureBenchmarkIndex(browser);
  } finally {
    await browser.close();
  }
}

const throttlingAt = (cpuSlowdownMultiplier) => ({ ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier });

/**
 * Records one run (Lighthouse's gather phase) and measures the host just before and just after it
 * (Lighthouse's own benchmarkIndex, one sample in the tab it audits, is printed, not used: a single
 * sample spreads ±30 % here). The recording is made at the slowdown the samples so far give: with
 * simulated throttling the slowdown only enters the audits (Lantern scales the recorded tasks),
 * except for requestIdleCallback's deadlines, which Lighthouse shortens by it while recording.
 * Meanwhile the renderers' run queues are sampled, to say how much of the page's waiting was for a
 * core (a failed sampler only leaves that figure out).
 */
async function gatherRun(url, flags, config, debuggingPort, samplesSoFar) {
  const mobile = !config;
  const before = mobile ? await measureHost(debuggingPort) : { samples: [] };
  const estimate = mobile ? slowdownForBenchmarkIndex(hostIndex([...samplesSoFar, ...before.samples])) : undefined;
  const sampler = mobile ? startRunQueueSampler() : undefined;
  let gathered;
  try {
    gathered = await navigationGather(undefined, url, { config, flags: mobile ? { ...flags, throttling: throttlingAt(estimate) } : flags });
  } finally {
    const runQueue = await sampler?.stop().catch((error) => console.log(`  (the run queue's sampler failed: ${error.message})`));
    gathered = { ...gathered, runQueue };
  }
  const after = mobile ? await measureHost(debuggingPort) : { samples: [] };
  return { ...gathered, samples: [...before.samples, ...after.samples] };
}

/**
 * Signs the demo member in the way the app does (POST /api/auth/local from the page, which also
 * sets the httpOnly refresh cookie, then the `chispaUser` session in localStorage), on a static file
 * of the same origin so that no app code runs and no service worker is registered. Everything the
 * origin kept (the persisted query cache and language in localStorage, the outbox in IndexedDB, the
 * service worker, cookies) is cleared first, so each run starts like the first visit after signing in.
 */
async function signIn(debuggingPort, base) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
    await page.goto(`${base}/robots.txt`);
    const signedIn = await page.evaluate(async (credentials) => {
      const response = await fetch('/api/auth/local', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      if (!response.ok) return `POST /api/auth/local answered ${response.status}`;
      const { jwt, user } = await response.json();
      localStorage.setItem('chispaUser', JSON.stringify({ login: user.email, token: jwt, userId: user.id }));
      return true;
    }, DEMO);
    if (signedIn !== true) throw new Error(`The demo member could not sign in: ${signedIn}`);
    await page.close();
  } finally {
    // Connected over CDP, close() only disconnects: Chromium and its default context stay.
    await browser.close();
  }
}

/**
 * @param {{ reportDir?: string, artifactsDir?: string, profile?: boolean, slowdown?: number, preset?: 'mobile' | 'desktop', serverEnv?: Record<string, string> }} [options] reportDir:
 *   where to write each run's full Lighthouse report (lighthouse-mobile-1.json, …; open them in
 *   https://googlechrome.github.io/lighthouse/viewer/). artifactsDir: where to keep each run's
 *   artifacts (mobile-1/defaultPass.trace.json, …); profile: with a sampled CPU profile in the trace;
 *   slowdown: a fixed CPU slowdown instead of the calibrated one (to compare two builds).
 *   preset: Lighthouse's mobile (default) or desktop config. serverEnv: the server's settings
 *   beside the bench's (bench:city: the city's database).
 */
export async function benchLighthouse({ reportDir, artifactsDir, profile = false, slowdown, preset = 'mobile', serverEnv = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'chispa-bench-lighthouse-'));
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  mkdirSync(join(dir, 'profile'));
  let stack;
  let chrome;
  try {
    const appPort = await freePort();
    stack = await startStack({
      appPort,
      apiPort: await freePort(),
      serverLog: join(dir, 'strapi.log'),
      serverEnv: { NODE_ENV: 'development', DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(dir, 'bench.db'), PUBLIC_DIR: join(dir, 'public'), THROTTLE_SCALE: '1000', ...serverEnv },
    });
    const base = `http://127.0.0.1:${appPort}`;
    chrome = await launch({
      chromePath: ensureChromium(),
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
      userDataDir: join(dir, 'profile'),
      logLevel: 'silent',
    });

    const config = preset === 'desktop' ? desktopConfig : undefined;
    const gathered = [];
    for (let i = 0, retries = 0; i < RUNS; i += 1) {
      await signIn(chrome.port, base);
      const saveTo = artifactsDir ? join(artifactsDir, `${preset}-${i + 1}`) : undefined;
      const flags = {
        port: chrome.port,
        // Both: gather, save the artifacts (the trace, for DevTools' Performance panel), then audit.
        ...(saveTo ? { gatherMode: saveTo, auditMode: saveTo } : {}),
        // A sampled CPU profile in the saved trace, for scripts/trace-tasks.mjs (it slows the page a little).
        ...(saveTo && profile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
        logLevel: 'error',
        onlyCategories: Object.values(CATEGORIES),
      };
      // Lighthouse's own storage reset stays on: in 12.x it clears the service worker, Cache Storage
      // and the HTTP cache (a cold load) but keeps localStorage and cookies, so the session survives.
      const run = await gatherRun(`${base}/`, flags, config, chrome.port, gathered.flatMap((done) => done.samples));
      const error = Runner.getArtifactRuntimeError(run.artifacts);
      if (error && RECORDING_ERRORS.has(error.code) && retries < RECORDING_RETRIES) {
        retries += 1;
        console.log(`  run ${i + 1}: ${error.code} (Lighthouse's trace recording failed), run again`);
        i -= 1;
        continue;
      }
      if (error) throw new Error(`Lighthouse: ${error.code} ${error.message}`);
      if (saveTo && run.runQueue) writeFileSync(join(saveTo, 'run-queue.json'), JSON.stringify(run.runQueue));
      gathered.push(run);
    }

    const samples = gathered.flatMap((run) => run.samples);
    const calibration = preset === 'mobile' ? { index: hostIndex(samples), samples } : undefined;
    // A fixed slowdown (--slowdown): to compare two builds at the same simulated phone, not a budget.
    if (calibration) {
      calibration.cpuSlowdownMultiplier = slowdown ?? slowdownForBenchmarkIndex(calibration.index);
      calibration.fixed = slowdown !== undefined;
    }
    const runs = [];
    for (const [i, { artifacts, runnerOptions, runQueue }] of gathered.entries()) {
      const traceEvents = artifacts.Trace?.traceEvents ?? [];
      const mainThread = pageMainThread(traceEvents, runQueue ?? {});
      // Mobile: the calibrated multiplier slows the page's CPU time; Lantern, which slows each
      // recorded task whole, is given the multiplier that does so with the waits left at their host
      // length (docs/benchmarks.md, seventh pass). The figures with every wait slowed as work are printed too.
      if (calibration && !mainThread) console.log(`  run ${i + 1}: the page's navigation is not in the trace; its recorded time is slowed whole`);
      const multiplier = calibration && mainThread ? slowdownOfRecordedTime(mainThread, calibration.cpuSlowdownMultiplier) : calibration?.cpuSlowdownMultiplier;
      const auditAt = async (cpuSlowdownMultiplier) => {
        const settings = calibration ? { ...runnerOptions.resolvedConfig.settings, throttling: throttlingAt(cpuSlowdownMultiplier) } : runnerOptions.resolvedConfig.settings;
        // The settings the artifacts were gathered with are the ones audited (Lighthouse checks they match).
        const result = await Runner.audit(
          { ...artifacts, settings },
          { ...runnerOptions, resolvedConfig: { ...runnerOptions.resolvedConfig, settings }, computedCache: new Map() },
        );
        if (!result?.lhr) throw new Error('Lighthouse returned no result.');
        return result.lhr;
      };
      /** Keeps a report whole in reportDir (`--reports`): lighthouse-PRESET-RUN[-NAME].json. */
      const keep = (report, name) => {
        if (!reportDir) return;
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(join(reportDir, `lighthouse-${preset}-${i + 1}${name ? `-${name}` : ''}.json`), JSON.stringify(report));
      };
      const lhr = await auditAt(multiplier);
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== '/') throw new Error(`Lighthouse audited ${finalPath} instead of the home page (was the member signed out?).`);
      const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
      if (calibration && mainThread) assertSlowedAsCounted(lhr, mainThread, multiplier);
      // The readings printed beside the budget's: the audit at another multiplier, in brief (and whole in reportDir).
      const readingAt = async (readingMultiplier, name) => {
        const report = await auditAt(readingMultiplier);
        keep(report, name);
        return { ...metricsOf(report), performance: scoresOf(report).performance, multiplier: readingMultiplier };
      };
      const waitsSlowed = calibration ? await readingAt(calibration.cpuSlowdownMultiplier, 'waits-slowed') : undefined;
      const strictMultiplier = calibration && mainThread ? slowdownWithoutCoreWaits(mainThread, calibration.cpuSlowdownMultiplier) : undefined;
      const otherWaitsSlowed = strictMultiplier ? await readingAt(strictMultiplier, 'other-waits-slowed') : undefined;
      runs.push({
        scores: scoresOf(lhr),
        lhr,
        cpuSlowdownMultiplier: applied,
        mainThread: mainThreadOf(lhr),
        hostMainThread: mainThread,
        ...(calibration ? { longestTaskByItsCpu: longestTaskAfterPaintByItsCpu(traceEvents, calibration.cpuSlowdownMultiplier) ?? Number.POSITIVE_INFINITY } : {}),
        waitsSlowed,
        otherWaitsSlowed,
      });
      keep(lhr);
    }

    const medians = Object.fromEntries(Object.keys(CATEGORIES).map((key) => [key, median(runs.map((run) => run.scores[key]))]));
    // The median run: the one with the median performance score (the only one that varies much).
    const medianRun = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(RUNS / 2)];
    const { lhr } = medianRun;
    const failing = Object.fromEntries(
      Object.entries(CATEGORIES)
        .filter(([, id]) => lhr.categories[id].score < 1)
        .map(([key, id]) => [key, failingAudits(lhr, id)]),
    );
    const perRun = runs.map((run) => ({
      ...run.scores,
      // Lighthouse's own, measured at the start of its run: how fast the host was then.
      benchmarkIndex: Math.round(run.lhr.environment.benchmarkIndex),
      cpuSlowdownMultiplier: run.cpuSlowdownMultiplier,
      ...metricsOf(run.lhr),
      ...run.mainThread,
      hostMainThread: run.hostMainThread,
      longestTaskByItsCpu: run.longestTaskByItsCpu,
      waitsSlowed: run.waitsSlowed,
      otherWaitsSlowed: run.otherWaitsSlowed,
    }));
    return {
      preset,
      calibration,
      ...medians,
      // Each metric's median over the runs (the budgets' measure), not only the median run's.
      medianMetrics: Object.fromEntries(Object.keys(LIGHTHOUSE_METRIC_BUDGETS).map((key) => [key, median(perRun.map((run) => run[key]))])),
      runs: RUNS,
      perRun,
      failing,
      warnings: lhr.runWarnings,
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
    };
  } finally {
    if (chrome) {
      const exited = new Promise((resolve) => {
        if (chrome.process.exitCode !== null) resolve();
        else chrome.process.once('exit', resolve);
      });
      chrome.kill();
      await exited;
    }
    await stack?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `npm run bench:lighthouse [-- --preset=mobile|desktop] [--reports=DIR] [--artifacts=DIR [--profile]]
// [--slowdown=4]`: this budget alone (--slowdown: a fixed CPU slowdown, to compare two builds).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const presets = /** @type {Array<'mobile' | 'desktop'>} */ (option('preset') ? [option('preset')] : ['mobile', 'desktop']);
  let ok = true;
  for (const preset of presets) {
    console.log(`\nLighthouse 12, ${preset} preset, home page signed in (median of ${RUNS}):`);
    ok = reportLighthouse(await benchLighthouse({
      preset,
      reportDir: option('reports'),
      artifactsDir: option('artifacts'),
      profile: process.argv.includes('--profile'),
      slowdown: option('slowdown') ? Number(option('slowdown')) : undefined,
    })) && ok;
  }
  process.exit(ok ? 0 : 1);
}
