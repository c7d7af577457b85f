import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { logInAs, newMember } from './members';
import { goOffline, seededProjects, joinWithWorker } from './offline-helpers';
import { CACHES } from '../../src/offline/cache-names';
import { pictureCount, scrollThrough, waitForPictures } from './pictures';

const OFFLINE_TITLE = 'Esta página no está disponible sin conexión';
const FRAMEWORK_TEXT = /Unexpected Application Error|Something went wrong|Error inesperado/;

/** Seeded content to open: a partner, a news post (read from Node, not through the browser). */
async function seededContent(url: (path: string) => string) {
  const get = async (path: string) => ((await (await fetch(url(path))).json()) as { data: any[] }).data;
  const [partner] = await get('/api/partners?locale=es');
  const [post] = await get('/api/news?locale=es&sort=date:desc');
  return { partner, post, ...(await seededProjects(url)) };
}

describe('every route offline, in Chromium with the service worker', () => {
  const browser = useBrowser();

  async function joinAndOpenHome() {
    const member = await joinWithWorker(browser.page, browser.url);
    await browser.page.locator('.project-card h3').first().waitFor();
    return member;
  }

  it('1. pages never opened explain themselves offline in Spanish, list what is available, and load by themselves when the connection returns', async () => {
    const { page, url, context } = browser;
    await joinAndOpenHome();
    const { huertos, partner, post } = await seededContent(url);
    expect(partner && post && huertos?.reward).toBeTruthy();

    await goOffline(context);
    const neverOpened = [
      `/projects/${huertos.documentId}`,
      `/rewards/${huertos.reward.documentId}`,
      `/igniters/${partner.documentId}`,
      '/challenges',
      '/profile',
      `/news/${post.documentId}`,
    ];
    for (const path of neverOpened) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1, name: OFFLINE_TITLE }).waitFor();
      expect(await page.getByText(FRAMEWORK_TEXT).count(), path).toBe(0);
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      // What this device can show offline: the home page the member has seen.
      await page.getByRole('navigation', { name: 'Disponible sin conexión' }).getByRole('link', { name: 'Inicio' }).waitFor();
    }

    // No click: the page reads itself again once the connection is back.
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor({ timeout: 15_000 });
    expect(await page.getByText(OFFLINE_TITLE).count()).toBe(0);
  });

  it('2. switching language offline keeps the content that was on screen', async () => {
    const { page, url, context } = browser;
    await joinAndOpenHome();
    await page.goto(url('/projects'));
    await page.locator('.project-card h3').first().waitFor();
    const cards = await page.locator('.project-card h3').count();
    expect(cards).toBeGreaterThan(0);

    await goOffline(context);
    await page.locator('footer select').selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await page.waitForTimeout(1000); // the refetch in the new language, answered (or not) offline
    expect(await page.locator('.project-card h3').count()).toBe(cards);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText(OFFLINE_TITLE).count()).toBe(0);

    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
    await expect.poll(() => page.locator('.project-card h3').count()).toBeGreaterThan(0);
    expect(await page.getByText("This page isn't available offline").count()).toBe(0);
  });

  it('3. the pictures of the lists visited are all there offline, none broken', async () => {
    const { page, url, context } = browser;
    await joinAndOpenHome();
    await page.goto(url('/projects'));
    await page.locator('.project-card h3').first().waitFor();
    await page.goto(url('/igniters'));
    await page.locator('.partner-tile').first().waitFor();
    // The worker keeps each listed picture (in one size) once the list is stored: wait until it has them all.
    const { huertos } = await seededProjects(url);
    expect(huertos.mainImage).toBeTruthy();
    // The home's list, which the catalogue stores, and the first page of /projects (open and coming soon).
    const picturesOf = (address: string) =>
      page.evaluate(async (address) => {
        const body = await (await fetch(address)).json();
        return (body.data as any[]).filter((p) => p.mainImage).map((p) => (p.mainImage.url as string).split('/').pop());
      }, address);
    const pictureNames = await picturesOf('/api/project-search?group=all&pageSize=48&locale=es');
    const onProjectsPage = await picturesOf('/api/project-search?group=current&page=1&pageSize=12&locale=es');
    expect(onProjectsPage.length).toBeGreaterThan(0);
    const stored = () =>
      page.evaluate(
        async ({ cacheName, names }) => {
          const urls = (await (await caches.open(cacheName)).keys()).map((request) => request.url);
          return names.filter((name) => urls.some((stored) => stored.endsWith(name!))).length;
        },
        { cacheName: CACHES.images, names: pictureNames },
      );
    await expect.poll(stored, { timeout: 20_000 }).toBe(pictureNames.length);

    await goOffline(context);
    for (const path of ['/projects', '/igniters', '/']) {
      await page.goto(url(path));
      await page.locator('main img').first().waitFor();
      await scrollThrough(page);
      await waitForPictures(page, path);
      const count = await pictureCount(page);
      expect(count.broken, `${path}: ${JSON.stringify(count)}`).toEqual([]);
      // Every picture of the lists visited is there (in some size), not only a frame in its place.
      expect(count.placeholders, `${path}: ${JSON.stringify(count)}`).toBe(0);
      if (path === '/projects') expect(count.loaded).toBeGreaterThanOrEqual(onProjectsPage.length);
    }
  });

  it('4. a slow answer shows a pending indicator and a skeleton within a second, not a blank page', async () => {
    const { url } = browser;
    // The page's own requests, so that they can be slowed down here (routing does not see the worker's).
    await browser.restart({ serviceWorkers: 'block' });
    const { page } = browser;
    await logInAs(page, url, await newMember(url));
    await page.locator('.project-card h3').first().waitFor();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/challenges?**', async (route) => {
      await held;
      await route.continue();
    });
    const clicked = Date.now();
    await page.locator('header').getByRole('link', { name: 'Retos' }).first().click();
    await page.getByTestId('navigation-progress').waitFor({ timeout: 1000 });
    await page.getByTestId('page-skeleton').waitFor({ timeout: 1000 });
    expect(Date.now() - clicked).toBeLessThan(1500);
    release();
    await page.getByRole('heading', { level: 1, name: 'Retos' }).waitFor();
    await page.getByTestId('page-skeleton').waitFor({ state: 'detached' });
    await page.getByTestId('navigation-progress').waitFor({ state: 'detached' });
  });

  it('6. the manifest: real screenshots for a phone and a wide screen, orientation not locked, one theme colour', async () => {
    const { page, url } = browser;
    await page.goto(url('/login'));
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await fetch(url(manifestHref!))).json();
    expect(manifest.orientation).toBeUndefined();
    const themeColours = await page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
    expect(themeColours).toEqual([manifest.theme_color]);

    const shots = manifest.screenshots as Array<{ src: string; sizes: string; form_factor: string }>;
    expect(shots.map((shot) => `${shot.form_factor} ${shot.sizes}`).sort()).toEqual(['narrow 390x844', 'wide 1366x768']);
    for (const shot of shots) {
      const png = Buffer.from(await (await fetch(url(shot.src))).arrayBuffer());
      expect(png.subarray(1, 4).toString(), shot.src).toBe('PNG');
      // The size the manifest states is the picture's own (the IHDR chunk: width and height at bytes 16 and 20).
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, shot.src).toBe(shot.sizes);
    }
  });

  it("5. a captive portal's page for /api is never stored nor shown as data; the last good copy is served instead", async () => {
    const { page, url, context } = browser;
    await joinAndOpenHome();
    const portal = '<!doctype html><html><body><h1>Wi-Fi del tren</h1><p>Acepta las condiciones</p></body></html>';
    const storedChallenges = () =>
      page.evaluate(async (cacheName) => {
        const cache = await caches.open(cacheName);
        const keys = (await cache.keys()).filter((request) => new URL(request.url).pathname === '/api/challenges');
        return Promise.all(keys.map(async (key) => ({ url: key.url, type: (await cache.match(key))!.headers.get('Content-Type') })));
      }, CACHES.publicData);
    const cachedChallenges = async () => (await storedChallenges()).map(({ type }) => type);

    // The portal answers everything, the worker's requests included.
    await context.route('**/api/challenges?**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: portal }));
    const workerSawPortal = await context.serviceWorkers()[0]!.evaluate(() =>
      fetch('/api/challenges?locale=es&probe=1').then((response) => response.headers.get('Content-Type')),
    );
    expect(workerSawPortal).toContain('text/html'); // the fault reaches the worker's own fetches (no false pass)

    await page.goto(url('/challenges'));
    await page.getByRole('heading', { level: 1, name: OFFLINE_TITLE }).waitFor();
    expect(await page.getByText('Wi-Fi del tren').count()).toBe(0);
    expect(await cachedChallenges()).toEqual([]);

    // Our server again: the page reads itself (it retries on its own when a request gets through, or
    // the member presses "Reintentar", whichever comes first) and the list is stored.
    await context.unroute('**/api/challenges?**');
    const loaded = page.getByRole('heading', { level: 1, name: 'Retos' });
    await expect
      .poll(
        async () => {
          if (await loaded.isVisible()) return true;
          await page.getByRole('button', { name: 'Reintentar' }).click({ timeout: 1000 }).catch(() => undefined);
          return loaded.isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await expect.poll(cachedChallenges).toEqual([expect.stringContaining('application/json')]);
    const titles = await page.locator('.challenge h2').allTextContents();
    expect(titles.length).toBeGreaterThan(0);

    // The portal again: the reload shows the stored list, and the stored copy is still ours.
    await context.route('**/api/challenges?**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: portal }));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Retos' }).waitFor();
    expect(await page.locator('.challenge h2').allTextContents()).toEqual(titles);
    expect(await cachedChallenges()).toEqual([expect.stringContaining('application/json')]);
    const [stored] = await storedChallenges();
    const fromCache = await page.evaluate(async (address) => (await fetch(address)).headers.get('X-Chispa-Cache'), stored!.url);
    expect(fromCache).toBe('hit');
  });
});
