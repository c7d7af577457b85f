// `npm run bench`: the performance budgets.
// 1. The JavaScript the login route loads is at most 150 KB gzip (Chromium, production build).
// 2. The project list's p95 latency is within 3× a no-op route's on the same server (10 connections);
//    on PostgreSQL, fresh votes at least 0.6× the no-op route's throughput, replays and a member's reads
//    (profile, votes, DIDs balance) at least 0.8× (issue 29; SQLite's printed).
// 3. The home route's JavaScript is at most 120 KB gzip; time to the first project card vs an empty page.
// 4. Offline: warm start (service worker controlled, offline) to the first project card within 1.3× the
//    empty shell served by the same worker; 100 mixed actions queued offline delivered exactly once,
//    the outbox empty within 3 s of reconnecting, within 1.0× Workbox's Queue replaying 100 entries and
//    1.3× a Node sender's one-by-one floor (medians of 3, same run).
// 4b. The offline catalogue after one visit (issue 31): its download and the storage used at most 25 MB,
//    every listed page readable offline (medians of 3).
// 5. Lighthouse 12 on the home page, median of 3, the CPU slowdown calibrated to the host (issue 32):
//    mobile performance ≥ 95, TBT ≤ 200 ms, LCP ≤ 2.0 s, no task over 150 ms after the first paint,
//    CLS ≤ 0.05, accessibility and best practices 100; desktop performance ≥ 98 (issue 14).
// 6. The cluster (`npm run cluster`'s stack) at 1 and 2 instances through nginx, with autocannon:
//    printed for docs/scaling.md.
// 7. A city's census (1,000,000 lines) uploaded in at most 60 s on SQLite and on PostgreSQL, the
//    server's live memory growing by at most 16 MB while it reads it (issue 49; medians of 3).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildApp } from './lib/builds.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { freePort } from './lib/server-process.mjs';
import { loadedScripts } from './lib/loaded-scripts.mjs';
import { benchServer, reportServer } from './bench-server.mjs';
import { benchHome, reportHome } from './bench-home.mjs';
import { benchOffline, reportOffline, WARM_RUNS } from './bench-offline.mjs';
import { benchCluster, printCluster } from './bench-cluster.mjs';
import { benchCatalogue, reportCatalogue } from './bench-catalogue.mjs';
import { benchCensus, reportCensus } from './bench-census.mjs';
import { benchLighthouse } from './bench-lighthouse.mjs';
import { reportLighthouse } from './lib/lighthouse-report.mjs';
import { median } from './lib/median.mjs';
import { kb, verdict } from './lib/budget-words.mjs';

const LOGIN_JS_BUDGET = 150_000; // bytes, gzip
const RUNS = 3;
// `npm run bench -- --only=login,home,offline,catalogue,lighthouse,server,cluster,census`: those parts alone
// (a part left out counts as within budget; the whole bench is the one that says the budgets hold).
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const part = (name) => !only || only.includes(name);
let loginWithin = true;
let homeWithin = true;
let offlineWithin = true;
let catalogueWithin = true;
let lighthouseOk = true;
let serverWithin = true;
let sqliteWithin = true;
let censusWithin = true;


/** Loads /login in a fresh context and returns each script it fetched with its gzip size. */
async function measureLogin(browser, port) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = loadedScripts(page);
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button').first().waitFor();
  await page.waitForLoadState('networkidle');
  const measured = (await scripts.stop()).map(({ url, body }) => ({ name: new URL(url).pathname, raw: body.length, gzip: gzipSync(body).length }));
  await context.close();
  return measured;
}

async function benchLogin() {
  await buildApp();
  const port = await freePort();
  process.env.APP_PORT = String(port);
  const vite = await import('vite');
  const preview = await vite.preview({ configFile: 'vite.config.ts', logLevel: 'silent' });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measureLogin(browser, port));
  await browser.close();
  await preview.close();

  const loginJs = median(runs.map((scripts) => scripts.reduce((sum, s) => sum + s.gzip, 0)));
  console.log('\nJavaScript loaded by /login (gzip, level 6):');
  for (const script of runs[0].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(script.gzip).padStart(9)}  (${kb(script.raw)} raw)  ${script.name}`);
  }
  loginWithin = loginJs <= LOGIN_JS_BUDGET;
  console.log(`\nlogin route JS: median ${kb(loginJs)} gzip over ${RUNS} loads (budget ${kb(LOGIN_JS_BUDGET)}): ${verdict(loginWithin)}`);
}

if (part('login')) await benchLogin();
if (part('home')) {
  console.log('\nHome route (signed in, fresh browser context, median of 5):');
  homeWithin = reportHome(await benchHome());
}
if (part('offline')) {
  console.log(`\nOffline (service worker; demo member; median of ${WARM_RUNS} warm starts, 3 stress runs):`);
  offlineWithin = reportOffline(await benchOffline());
}
if (part('catalogue')) {
  console.log('\nOffline catalogue (phone 390×844 at 3×, demo member, median of 3):');
  catalogueWithin = reportCatalogue(await benchCatalogue());
}
if (part('lighthouse')) {
  for (const preset of /** @type {const} */ (['mobile', 'desktop'])) {
    console.log(`\nLighthouse 12, ${preset} preset, home page signed in (median of 3):`);
    lighthouseOk = reportLighthouse(await benchLighthouse({ preset })) && lighthouseOk;
  }
}
if (part('server')) {
  console.log('\nServer at 10 concurrent connections on localhost, PostgreSQL (the production engine), demo content (3 rounds):');
  serverWithin = reportServer(await benchServer({ database: 'postgres' }));
  console.log('\nThe same on SQLite (printed; the project list budgeted):');
  sqliteWithin = reportServer(await benchServer({ database: 'sqlite' }));
}
// Printed, not budgeted: the figures docs/scaling.md projects from (issue 15).
if (part('cluster')) printCluster(await benchCluster());
if (part('census')) censusWithin = reportCensus(await benchCensus());

process.exit(
  loginWithin && homeWithin && catalogueWithin && censusWithin && serverWithin && sqliteWithin && offlineWithin && lighthouseOk ? 0 : 1,
);
