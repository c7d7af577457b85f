/* global caches, document -- code passed to page.evaluate runs in the browser */
// Issue 31: the offline catalogue after one visit of the home, on a phone (390×844 CSS px at 3×, the
// largest pictures a phone asks for), as the demo member: what it downloads and how long it takes (the
// worker's own record), the storage the site then uses (navigator.storage.estimate()), and the offline
// reach: the pages the app lists that open offline with their content, over all it lists. Median of 3,
// each in a fresh browser context.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';
import { listedRoutes } from './lib/catalogue-routes.mjs';
import { median } from './lib/median.mjs';

// The same catalogue on the city (issue 51), for `npm run bench:city`.
export { benchCatalogueAtCity } from './lib/catalogue-at-city.mjs';

export const CATALOGUE_STORAGE_BUDGET = 25_000_000; // bytes: the catalogue's download, and the storage used
export const OFFLINE_REACH_BUDGET = 1; // every listed page
const RUNS = 3;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const OFFLINE_TITLES = ['Esta página no está disponible sin conexión', "This page isn't available offline"];

async function signIn(page, base) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Correo electrónico').fill('demo@chispa.test');
  await page.getByLabel('Contraseña').fill('chispa-demo-2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('.project-card').first().waitFor();
}

/** The worker's record of its last run, once complete (it starts on its own after the page settles). */
async function completeCatalogue(page) {
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    const state = await page.evaluate(async () => {
      const stored = await (await caches.open('chispa-catalogue')).match('/__chispa/catalogue-state');
      return stored ? stored.json() : null;
    });
    if (state?.complete) return state;
    await page.waitForTimeout(500);
  }
  throw new Error('The offline catalogue did not complete within 3 minutes.');
}

async function oneRun(browser, base, routes) {
  const context = await browser.newContext({ locale: 'es-ES', ...PHONE });
  try {
    const page = await context.newPage();
    const visited = Date.now();
    await signIn(page, base);
    const state = await completeCatalogue(page);
    const sinceVisitMs = Date.now() - visited;
    const { usage } = await page.evaluate(() => navigator.storage.estimate());
    await context.setOffline(true);
    const unreadable = [];
    for (const route of routes) {
      await page.goto(`${base}${route.path}`);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor({ timeout: 10_000 }).catch(() => undefined);
      const title = (await heading.textContent({ timeout: 1000 }).catch(() => null))?.trim();
      // A list shows its heading first and its cards once its data is read (from the worker's cache).
      const pictures = await page
        .waitForFunction((least) => document.querySelectorAll('main img').length >= least, route.pictures, { timeout: 5000 })
        .then(() => true, () => false);
      const readable = title === route.title && !OFFLINE_TITLES.includes(title) && pictures;
      if (!readable) unreadable.push(`${route.path} (${title ?? 'no heading'})`);
    }
    return { bytes: state.bytes, ms: state.ms, sinceVisitMs, reads: state.reads, pictures: state.pictures, usage, reach: (routes.length - unreadable.length) / routes.length, unreadable };
  } finally {
    await context.close();
  }
}

export async function benchCatalogue() {
  const stack = await startBenchStack('catalogue');
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const routes = await listedRoutes((path) => `${stack.base}${path}`, 'es');
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await oneRun(browser, stack.base, routes));
    const pick = (key) => median(runs.map((run) => run[key]));
    return {
      routes: routes.length,
      runs,
      bytes: pick('bytes'),
      ms: pick('ms'),
      sinceVisitMs: pick('sinceVisitMs'),
      usage: pick('usage'),
      reach: pick('reach'),
    };
  } finally {
    await browser.close();
    await stack.stop();
  }
}

/** Prints the figures; true when every one is within its budget. */
export function reportCatalogue(result) {
  const mb = (bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;
  const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');
  const sizeOk = result.bytes <= CATALOGUE_STORAGE_BUDGET;
  const usageOk = result.usage <= CATALOGUE_STORAGE_BUDGET;
  const reachOk = result.reach >= OFFLINE_REACH_BUDGET;
  console.log(`  catalogue download: median ${mb(result.bytes)} in ${result.ms} ms (runs ${result.runs.map((run) => `${mb(run.bytes)}/${run.ms} ms`).join(', ')}; ${result.runs[0].reads} reads, ${result.runs[0].pictures} pictures); complete ${(result.sinceVisitMs / 1000).toFixed(1)} s after the visit began; budget ${mb(CATALOGUE_STORAGE_BUDGET)}: ${verdict(sizeOk)}`);
  console.log(`  storage used (navigator.storage.estimate): median ${mb(result.usage)} (runs ${result.runs.map((run) => mb(run.usage)).join(', ')}; budget ${mb(CATALOGUE_STORAGE_BUDGET)}): ${verdict(usageOk)}`);
  console.log(`  offline reach: median ${(result.reach * 100).toFixed(0)} % of ${result.routes} listed pages (runs ${result.runs.map((run) => `${(run.reach * 100).toFixed(0)} %`).join(', ')}; budget 100 %): ${verdict(reachOk)}`);
  for (const run of result.runs) if (run.unreadable.length) console.log(`    not readable offline: ${run.unreadable.join(', ')}`);
  return sizeOk && usageOk && reachOk;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildApp } = await import('./lib/builds.mjs');
  await buildApp();
  console.log('Offline catalogue (phone 390×844 at 3×, demo member, median of 3):');
  process.exit(reportCatalogue(await benchCatalogue()) ? 0 : 1);
}
