import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { goOffline, joinWithWorker } from './offline-helpers';

describe('the news list (/news)', () => {
  const browser = useBrowser();

  it('is reached from the latest news, lists the posts with links to them, and opens offline once read', { timeout: 90_000 }, async () => {
    const { page, context, url } = browser;
    await joinWithWorker(page, url);
    const latest = page.getByRole('region', { name: 'Últimas noticias' });
    await latest.getByRole('link', { name: 'Ver todas las noticias' }).click();
    await page.waitForURL((current) => current.pathname === '/news');
    await page.getByRole('heading', { level: 1, name: 'Noticias' }).waitFor();
    const items = page.locator('main .news-list a');
    await items.first().waitFor();
    const titles = await items.locator('strong').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(await items.first().getAttribute('href')).toMatch(/^\/news\/[^/]+$/);

    await goOffline(context);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Noticias' }).waitFor();
    await items.first().waitFor();
    expect(await items.locator('strong').allTextContents()).toEqual(titles);
  });
});
