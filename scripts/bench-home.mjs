/* global window, document, MutationObserver -- code passed to page.evaluate runs in the browser */
// Budget 3 (issues 4, 14): the JavaScript the home route loads (at most 120 KB gzip, swiper only there),
// and the time from navigation to the first project card, against an empty page served the same way.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { rootDir } from './lib/paths.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';
import { loadedScripts } from './lib/loaded-scripts.mjs';
import { median } from './lib/median.mjs';
import { kb, verdict } from './lib/budget-words.mjs';

export const HOME_JS_BUDGET = 120_000;
const RUNS = 5;

/** @param {{ serverEnv?: Record<string, string> }} [options] the server's settings beside the bench's (bench:city: the city's database) */
export async function benchHome({ serverEnv } = {}) {
  const stack = await startBenchStack('home', { serverEnv });
  // The floor: an empty page from the same preview server (removed again below).
  const emptyPage = join(rootDir, 'dist', 'bench-empty.html');
  writeFileSync(emptyPage, '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>empty</title></head><body></body></html>');
  const { base } = stack;
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const login = await (await fetch(`${base}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: 'demo@chispa.test', password: 'chispa-demo-2026' }),
    })).json();
    const session = JSON.stringify({ login: login.user.email, token: login.jwt, userId: login.user.id });

    const loadHome = async () => {
      const context = await browser.newContext();
      await context.addInitScript((value) => {
        localStorage.setItem('chispaUser', value);
        new MutationObserver((_, observer) => {
          if (document.querySelector('.project-card')) {
            window.__firstCard = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      }, session);
      const page = await context.newPage();
      const scripts = loadedScripts(page);
      await page.goto(`${base}/`);
      await page.waitForFunction(() => window.__firstCard !== undefined);
      const firstCard = await page.evaluate(() => window.__firstCard);
      await page.waitForLoadState('networkidle');
      const sizes = (await scripts.stop()).map(({ url, body }) => ({ name: new URL(url).pathname, gzip: gzipSync(body).length }));
      await context.close();
      return { firstCard, js: sizes.reduce((sum, { gzip }) => sum + gzip, 0), sizes };
    };

    const loadEmpty = async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/bench-empty.html`, { waitUntil: 'load' });
      const loaded = await page.evaluate(() => /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]).loadEventEnd);
      await context.close();
      return loaded;
    };

    const home = [];
    const empty = [];
    for (let i = 0; i < RUNS; i += 1) {
      home.push(await loadHome());
      empty.push(await loadEmpty());
    }
    return {
      homeJs: median(home.map((h) => h.js)),
      /** The first load's scripts, largest first: what to cut when the budget is over. */
      homeScripts: home[0].sizes.sort((a, b) => b.gzip - a.gzip),
      firstCardMs: median(home.map((h) => h.firstCard)),
      emptyMs: median(empty),
      runs: RUNS,
    };
  } finally {
    await browser.close();
    rmSync(emptyPage, { force: true });
    await stack.stop();
  }
}

/** Prints the home route's figures (benchHome's answer); returns whether its JS is within budget. */
export function reportHome(home) {
  const within = home.homeJs <= HOME_JS_BUDGET;
  console.log(`  home route JS ${kb(home.homeJs)} gzip (budget ${kb(HOME_JS_BUDGET)}): ${verdict(within)}`);
  for (const script of home.homeScripts) console.log(`    ${kb(script.gzip).padStart(9)}  ${script.name}`);
  console.log(`  first project card ${home.firstCardMs.toFixed(0)} ms after navigation; empty page loaded in ${home.emptyMs.toFixed(0)} ms (${(home.firstCardMs / home.emptyMs).toFixed(1)}× the floor)`);
  return within;
}
