// `npm run bench`: the performance budgets, measured in Chromium on the production build.
// Budget 1 (issue 2): the JavaScript the login route loads is at most 150 KB gzip.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildApp } from './lib/builds.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { freePort } from './lib/server-process.mjs';

const LOGIN_JS_BUDGET = 150_000; // bytes, gzip
const RUNS = 3;

await buildApp();
const port = await freePort();
process.env.APP_PORT = String(port);
const vite = await import('vite');
const preview = await vite.preview({ configFile: 'vite.config.ts', logLevel: 'silent' });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });

/** Loads /login in a fresh context and returns each script it fetched with its gzip size. */
async function measureLogin() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({
        name: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body).length,
      })),
    );
  });
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button').first().waitFor();
  const measured = await Promise.all(scripts);
  await context.close();
  return measured;
}

const runs = [];
for (let i = 0; i < RUNS; i += 1) runs.push(await measureLogin());
await browser.close();
await preview.close();

const totals = runs.map((scripts) => scripts.reduce((sum, s) => sum + s.gzip, 0)).sort((a, b) => a - b);
const median = totals[Math.floor(totals.length / 2)];
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

console.log('\nJavaScript loaded by /login (gzip, level 6):');
for (const script of runs[0].sort((a, b) => b.gzip - a.gzip)) {
  console.log(`  ${kb(script.gzip).padStart(9)}  (${kb(script.raw)} raw)  ${script.name}`);
}
console.log(`\nlogin route JS: median ${kb(median)} gzip over ${RUNS} loads (budget ${kb(LOGIN_JS_BUDGET)}): ${
  median <= LOGIN_JS_BUDGET ? 'within budget' : 'OVER BUDGET'}`);
process.exit(median <= LOGIN_JS_BUDGET ? 0 : 1);
