import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { goOffline, joinWithWorker } from './offline-helpers';
import { signInContentEditor } from './content-editor';
import { pictureCount, scrollThrough, waitForPictures } from './pictures';
import { catalogueState, listedRoutes, type ListedRoute } from './catalogue';

const OFFLINE_TITLES = ['Esta página no está disponible sin conexión', "This page isn't available offline"];

/** Waits until the worker's catalogue is complete in `language` (after `since`, when given). */
async function catalogueComplete(page: Page, language: 'es' | 'en', since = '') {
  await expect
    .poll(async () => {
      const state = await catalogueState(page);
      return state?.complete === true && state.language === language && state.finishedAt > since;
    }, { timeout: 90_000, interval: 500 })
    .toBe(true);
  return (await catalogueState(page))!;
}

/** Opens a route offline: its heading, and every picture on it loaded (none broken, none a frame). */
async function readOffline(page: Page, route: ListedRoute, origin: (path: string) => string) {
  await page.goto(origin(route.path));
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  const title = await heading.textContent();
  expect(OFFLINE_TITLES, route.path).not.toContain(title);
  expect(title, route.path).toBe(route.title);
  if (route.pictures > 0) await page.locator('main img').first().waitFor();
  await scrollThrough(page);
  await waitForPictures(page, route.path);
  const count = await pictureCount(page);
  expect(count.broken, `${route.path}: ${JSON.stringify(count)}`).toEqual([]);
  expect(count.placeholders, `${route.path}: ${JSON.stringify(count)}`).toBe(0);
  expect(count.loaded, `${route.path}: ${JSON.stringify(count)}`).toBeGreaterThanOrEqual(route.pictures);
}

describe('the offline catalogue: every page the app lists, after one visit', () => {
  const browser = useBrowser();

  it('after one visit of the home and idle time, offline, every project, partner, reward, news post, the challenges and the legal pages render with their pictures, in es and then in en', async () => {
    const { page, url, context } = browser;
    await joinWithWorker(page, url);
    const spanish = await catalogueComplete(page, 'es');
    expect(spanish.reads).toBeGreaterThan(10);
    const routes = await listedRoutes(url, 'es');
    expect(routes.filter((route) => route.path.startsWith('/projects/')).length).toBeGreaterThanOrEqual(10);
    expect(routes.some((route) => route.path.startsWith('/rewards/'))).toBe(true);
    expect(routes.some((route) => route.path.startsWith('/news/'))).toBe(true);
    expect(routes.some((route) => route.path.startsWith('/igniters/'))).toBe(true);

    await goOffline(context);
    const readingStarted = Date.now();
    for (const route of routes) await readOffline(page, route, url);
    // A project's timeline is in the catalogue (issue 52): the demo's finished project shows its delivery and the editor's 100 % offline.
    const solar = routes.find((route) => route.title === 'Energía solar comunitaria')!;
    await page.goto(url(solar.path));
    await page.getByRole('heading', { level: 3, name: 'Entregado: el mercado da luz a 60 hogares' }).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Avance del proyecto' }).getAttribute('aria-valuenow')).toBe('100');
    console.log(`catalogue: ${spanish.reads} reads, ${spanish.pictures} pictures, ${Math.round(spanish.bytes / 1024)} KB in ${spanish.ms} ms; ${routes.length} routes read offline in ${Date.now() - readingStarted} ms`);

    // The member switches to English online: the catalogue follows them.
    await context.setOffline(false);
    await page.goto(url('/'));
    await page.locator('footer select').selectOption('en');
    await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
    await catalogueComplete(page, 'en', spanish.finishedAt);
    const english = await listedRoutes(url, 'en');
    await goOffline(context);
    for (const route of english) await readOffline(page, route, url);
  }, 300_000);

  it('an edited project shows its new text offline after the next online visit; an unpublished one is no longer readable offline', async () => {
    const { page, url, context } = browser;
    await joinWithWorker(page, url);
    const first = await catalogueComplete(page, 'es');
    const [project] = (await listedRoutes(url, 'es')).filter((route) => route.path.startsWith('/projects/'));
    const documentId = project!.path.split('/').pop()!;
    const editor = await signInContentEditor();
    const original = ((await (await fetch(url(`/api/projects/${documentId}?locale=es`))).json()) as { data: { subtitle: string | null } }).data.subtitle;
    const edited = `Editado para leer sin conexión ${Date.now()}`;
    const extra = await editor.draft('api::news.news-post', { title: `Noticia efímera ${Date.now()}`, date: '2026-01-01' });
    let extraRemoved = false;
    await editor.publish('api::news.news-post', extra);
    try {
      await editor.publish('api::project.project', documentId, { subtitle: edited });
      // The next online visit: the home, not the project.
      await page.reload();
      await page.locator('.project-card h3').first().waitFor();
      const second = await catalogueComplete(page, 'es', first.finishedAt);
      expect(second.version).not.toBe(first.version);
      const stored = await page.evaluate(async (id) => {
        const cache = await caches.open('chispa-public-data');
        return (await cache.keys()).some((request) => request.url.includes(`/api/news/${id}?`));
      }, extra);
      expect(stored).toBe(true);

      // The extra post is unpublished (deleted): the next visit drops it from this device.
      await editor.remove('api::news.news-post', extra);
      extraRemoved = true;
      await page.reload();
      await page.locator('.project-card h3').first().waitFor();
      await catalogueComplete(page, 'es', second.finishedAt);

      await goOffline(context);
      await page.goto(url(project!.path));
      await page.getByText(edited).waitFor();
      await page.goto(url(`/news/${extra}`));
      await page.getByRole('heading', { level: 1, name: OFFLINE_TITLES[0] }).waitFor();
    } finally {
      await context.setOffline(false);
      await editor.publish('api::project.project', documentId, { subtitle: original });
      if (!extraRemoved) await editor.remove('api::news.news-post', extra);
    }
  }, 180_000);
});
