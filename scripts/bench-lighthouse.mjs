// Budget 4: Lighthouse (12.x: 13 needs Node 22) on the home page of the built app, as the demo
// member, median of 3 runs. Mobile preset (Lighthouse's default config: Moto G Power emulation,
// simulated slow 4G and 4× CPU slowdown): accessibility 100, best practices 100, performance ≥ 95,
// LCP ≤ 2.0 s and CLS ≤ 0.05 (issue 14). Desktop preset (Lighthouse's desktop config): performance ≥ 98.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { freePort } from './lib/server-process.mjs';
import { startStack } from './lib/stack.mjs';

export const LIGHTHOUSE_BUDGETS = { accessibility: 100, bestPractices: 100, performance: 95 };
/** The mobile runs' median LCP (ms) and CLS, at most. */
export const LIGHTHOUSE_METRIC_BUDGETS = { largestContentfulPaint: 2000, cumulativeLayoutShift: 0.05 };
export const LIGHTHOUSE_DESKTOP_BUDGETS = { performance: 98 };
const RUNS = 3;
// Lighthouse's own recording failures, which it answers with "please run Lighthouse again": such a run
// measured nothing, so it is run again (twice at most per bench); any other error fails the bench.
const RECORDING_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_DCL']);
const RECORDING_RETRIES = 2;
const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices' };
const DEMO = { identifier: 'demo@chispa.test', password: 'chispa-demo-2026' };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Whether each median meets its budget (scores at least, metrics at most). */
export function lighthouseWithinBudgets(result, budgets = result.preset === 'desktop' ? LIGHTHOUSE_DESKTOP_BUDGETS : LIGHTHOUSE_BUDGETS) {
  const scores = Object.entries(budgets).map(([key, budget]) => [key, result[key] >= budget]);
  const metrics = result.preset === 'desktop' ? [] : Object.entries(LIGHTHOUSE_METRIC_BUDGETS).map(([key, budget]) => [key, result.medianMetrics[key] <= budget]);
  return Object.fromEntries([...scores, ...metrics]);
}

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
 * @param {{ reportDir?: string, preset?: 'mobile' | 'desktop' }} [options] reportDir: where to write
 *   each run's full Lighthouse report (lighthouse-1.json, …; open them in
 *   https://googlechrome.github.io/lighthouse/viewer/). preset: Lighthouse's mobile (default) or desktop config.
 */
export async function benchLighthouse({ reportDir, preset = 'mobile' } = {}) {
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
      serverEnv: { NODE_ENV: 'development', DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(dir, 'bench.db'), PUBLIC_DIR: join(dir, 'public'), THROTTLE_SCALE: '1000' },
    });
    const base = `http://127.0.0.1:${appPort}`;
    chrome = await launch({
      chromePath: ensureChromium(),
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
      userDataDir: join(dir, 'profile'),
      logLevel: 'silent',
    });

    const runs = [];
    for (let i = 0, retries = 0; i < RUNS; i += 1) {
      await signIn(chrome.port, base);
      // Lighthouse's own storage reset stays on: in 12.x it clears the service worker, Cache Storage
      // and the HTTP cache (a cold load) but keeps localStorage and cookies, so the session survives.
      const result = await lighthouse(`${base}/`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: Object.values(CATEGORIES),
      }, preset === 'desktop' ? desktopConfig : undefined);
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result.');
      if (lhr.runtimeError && RECORDING_ERRORS.has(lhr.runtimeError.code) && retries < RECORDING_RETRIES) {
        retries += 1;
        console.log(`  run ${i + 1}: ${lhr.runtimeError.code} (Lighthouse's trace recording failed), run again`);
        i -= 1;
        continue;
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== '/') throw new Error(`Lighthouse audited ${finalPath} instead of the home page (was the member signed out?).`);
      const scores = Object.fromEntries(
        Object.entries(CATEGORIES).map(([key, id]) => [key, Math.round(lhr.categories[id].score * 100)]),
      );
      runs.push({ scores, lhr });
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(join(reportDir, `lighthouse-${preset}-${i + 1}.json`), JSON.stringify(lhr));
      }
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
    const metric = (id) => lhr.audits[id]?.numericValue;
    const runMetric = (run, id) => run.lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
    return {
      preset,
      ...medians,
      // Each metric's median over the runs (the budgets' measure), not only the median run's.
      medianMetrics: {
        largestContentfulPaint: median(runs.map((run) => runMetric(run, 'largest-contentful-paint'))),
        cumulativeLayoutShift: median(runs.map((run) => runMetric(run, 'cumulative-layout-shift'))),
      },
      runs: RUNS,
      // With each run's benchmarkIndex: Lighthouse's measure of this machine's speed at the time
      // (the simulated 4× slowdown applies to what the CPU really took, so a busy machine scores lower).
      perRun: runs.map((run) => ({ ...run.scores, benchmarkIndex: Math.round(run.lhr.environment.benchmarkIndex) })),
      failing,
      // The median run's metrics (ms; CLS unitless), to see what the performance score is made of.
      metrics: {
        firstContentfulPaint: metric('first-contentful-paint'),
        largestContentfulPaint: metric('largest-contentful-paint'),
        totalBlockingTime: metric('total-blocking-time'),
        cumulativeLayoutShift: metric('cumulative-layout-shift'),
        speedIndex: metric('speed-index'),
      },
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
