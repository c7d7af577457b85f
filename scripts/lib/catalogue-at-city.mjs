/* global caches -- code passed to page.evaluate runs in the browser */
// Issue 51, item 5: the offline catalogue on the city (2,000 projects, 5,000 news posts…), as one
// member on a phone after one visit of the home: what the worker kept (its record: bytes, reads per
// tier, whether the budget stopped it), the storage the site then uses, its time, and the share of
// what this member opens in a week that opens offline. The week: the home, /projects, every open
// voting, the projects they voted on (up to 10), the five newest results of the archive, the five
// newest news posts and three partners' pages.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startAppServer } from './app-server/index.mjs';
import { buildApp } from './builds.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { CITY_PASSWORD, cityEmail } from './city/sizes.mjs';
import { rootDir } from './paths.mjs';
import { freePort } from './server-process.mjs';

export const CITY_CATALOGUE_BUDGET = 25_000_000; // bytes stored
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const OFFLINE_TITLES = ['Esta página no está disponible sin conexión', "This page isn't available offline"];
const MEMBER = 2; // city-1 is deleted by the city bench's deletion figure

async function api(base, path, token) {
  const response = await fetch(`${base}/api/${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET /api/${path}: ${response.status}`);
  return response.json();
}

/** The pages this member opens in a week, by their paths. */
async function weekOf(base, token) {
  const ids = (body) => body.data.map((item) => item.documentId).filter(Boolean);
  const open = ids(await api(base, 'project-search?group=open&pageSize=48&locale=es'));
  // A vote's own documentId is the vote's: its project's is the page a member opens.
  const voted = (await api(base, 'user-project-supports?populate=all&locale=es', token)).data.map((vote) => vote.project?.documentId).filter(Boolean).slice(0, 10);
  const results = ids(await api(base, 'project-search?group=closed&pageSize=12&locale=es')).slice(0, 5);
  const news = ids(await api(base, 'news?sort=date%3Adesc&pagination%5BpageSize%5D=5&locale=es'));
  const partners = ids(await api(base, 'partners?pagination%5BpageSize%5D=3&locale=es'));
  return [
    '/',
    '/projects',
    ...[...new Set([...open, ...voted, ...results])].map((id) => `/projects/${id}`),
    ...news.map((id) => `/news/${id}`),
    ...partners.map((id) => `/igniters/${id}`),
  ];
}

/** The worker's record of its first run after `since` (complete or not: a run that could not read something says so). */
async function catalogueRecord(page, since, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const state = await page.evaluate(async () => {
      const stored = await (await caches.open('chispa-catalogue')).match('/__chispa/catalogue-state');
      return stored ? stored.json() : null;
    });
    if (state && Date.parse(state.finishedAt) >= since) return state;
    await page.waitForTimeout(1000);
  }
  throw new Error(`The offline catalogue did not finish a run within ${timeoutMs / 60_000} minutes.`);
}

/** @param {{ base: string }} context the city's Strapi */
export async function benchCatalogueAtCity({ base }) {
  await buildApp();
  const port = await freePort();
  const app = await startAppServer({ distDir: join(rootDir, 'dist'), apiTarget: base, port });
  const appBase = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const login = await fetch(`${base}/api/auth/local`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identifier: cityEmail(MEMBER), password: CITY_PASSWORD }) });
    if (!login.ok) throw new Error(`city member's sign-in: ${login.status}`);
    const week = await weekOf(base, (await login.json()).jwt);

    const context = await browser.newContext({ locale: 'es-ES', ...PHONE });
    const page = await context.newPage();
    const visited = Date.now();
    await page.goto(`${appBase}/login`);
    await page.getByLabel('Correo electrónico').fill(cityEmail(MEMBER));
    await page.getByLabel('Contraseña').fill(CITY_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const state = await catalogueRecord(page, visited, 15 * 60_000);
    const sinceVisitMs = Date.now() - visited;
    const { usage } = await page.evaluate(() => navigator.storage.estimate());

    await context.setOffline(true);
    const unreadable = [];
    for (const path of week) {
      await page.goto(`${appBase}${path}`);
      const heading = page.locator('main h1').first();
      await heading.waitFor({ timeout: 10_000 }).catch(() => undefined);
      const title = (await heading.textContent({ timeout: 1000 }).catch(() => null))?.trim();
      if (!title || OFFLINE_TITLES.includes(title)) unreadable.push(path);
    }
    await context.close();
    const within = state.complete && usage <= CITY_CATALOGUE_BUDGET && state.keptBytes <= CITY_CATALOGUE_BUDGET;
    return {
      complete: state.complete,
      keptBytes: state.keptBytes,
      downloadedBytes: state.bytes,
      usage,
      reads: state.reads,
      readsByTier: state.readsByTier,
      pictures: state.pictures,
      bounded: state.bounded,
      ms: state.ms,
      sinceVisitMs,
      week: week.length,
      weekOffline: (week.length - unreadable.length) / week.length,
      unreadable,
      withinBudget: within,
    };
  } finally {
    await browser.close();
    await app.close();
  }
}
