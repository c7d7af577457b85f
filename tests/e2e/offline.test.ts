import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { api, expireSessionToken, goOffline, outboxCount, seededProjects, serverView, waitForServiceWorker, joinWithWorker } from './offline-helpers';
import { swapServiceWorker } from './service-worker-build';
import { CACHES } from '../../src/offline/cache-names';

const PENDING = 'pendiente de envío';

describe('offline in Chromium, with the service worker', () => {
  const browser = useBrowser();

  async function joinAndOpenHome() {
    const member = await joinWithWorker(browser.page, browser.url);
    return { member, server: await serverView(browser.url, member) };
  }

  it('1. cold offline start: a reload and deep links render from the service worker with cached data, images and the chosen language', async () => {
    const { page, url, context } = browser;
    await joinAndOpenHome();
    const { huertos } = await seededProjects(url);
    await page.locator('footer select').selectOption('en');
    await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
    await page.goto(url(`/projects/${huertos.documentId}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(url('/igniters'));
    await page.getByRole('link', { name: 'Fundación Raíces' }).first().waitFor();
    await page.goto(url('/'));
    await page.locator('.project-card img').first().waitFor();

    await goOffline(context);
    await page.reload();
    await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
    await page.getByText("You're offline").waitFor();
    await expect.poll(() => page.locator('.project-card h3').count()).toBeGreaterThan(0);
    const imageLoaded = () => page.locator('.project-card img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    await expect.poll(imageLoaded).toBe(true);

    await page.goto(url(`/projects/${huertos.documentId}`));
    await page.getByRole('heading', { level: 1, name: /Urban gardens|Huertos/ }).waitFor();
    await page.goto(url('/igniters'));
    await page.getByRole('link', { name: 'Fundación Raíces' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('2. an offline vote waits in the outbox, the page is closed, and Background Sync delivers it once when the connection returns', async () => {
    const { page, url, context } = browser;
    const { server } = await joinAndOpenHome();
    await goOffline(context);
    await page.getByRole('group', { name: /Huertos urbanos/ }).getByRole('button', { name: 'Apoyar', exact: true }).click();
    await page.getByText(PENDING).first().waitFor();
    expect(await outboxCount(page)).toBe(1);
    expect(await server.votes()).toBe(0);

    await page.close(); // nobody is looking: only the service worker can send it now
    await context.setOffline(false);
    await expect.poll(() => server.votes(), { timeout: 20_000 }).toBe(1);
    expect(await server.balance()).toBe(60);

    const reopened = await context.newPage();
    await reopened.goto(url('/'));
    await reopened.getByText('¡Gracias por apoyar a las personas de este proyecto!').waitFor(); // the worker's result, shown at the next start
    await expect.poll(() => reopened.getByTestId('did-balance').textContent(), { timeout: 10_000 }).toBe('60');
    await reopened.getByText('Has apoyado este proyecto').first().waitFor();
    expect(await reopened.getByText(PENDING).count()).toBe(0);
    expect(await outboxCount(reopened)).toBe(0);
  });

  it('3. offline participations and a form sign-up are replayed once each; one that became invalid meanwhile is reported, not retried', async () => {
    const { page, url, context } = browser;
    const { server } = await joinAndOpenHome();
    const { huertos, form } = await seededProjects(url);
    await page.getByRole('group', { name: /Huertos urbanos/ }).getByRole('button', { name: 'Apoyar', exact: true }).click();
    await expect.poll(() => page.getByTestId('did-balance').textContent()).toBe('60');
    // Both reward pages once online, so that they open offline.
    await page.goto(url(`/rewards/${form.reward.documentId}`));
    await page.getByRole('button', { name: 'Enviar inscripción' }).waitFor();
    await page.goto(url(`/rewards/${huertos.reward.documentId}`));
    await page.getByRole('button', { name: 'Participar' }).waitFor();

    await goOffline(context);
    await page.getByLabel('Participaciones').selectOption('3');
    await page.getByRole('button', { name: 'Participar' }).click();
    await page.getByText('1 participación pendiente de envío').waitFor();

    await page.goto(url(`/rewards/${form.reward.documentId}`));
    await page.getByLabel('Ciudad').fill('Girona');
    await page.getByLabel('Teléfono').fill('600 111 222');
    await page.getByLabel('Opción 1: vengo por mi cuenta').check();
    await page.getByLabel('Acepto las bases del sorteo').check();
    await page.getByLabel('Acepto la política de privacidad').check();
    await page.getByRole('button', { name: 'Enviar inscripción' }).click();
    await page.getByText('¡Gracias por inscribirte!').waitFor();

    await page.goto(url(`/rewards/${huertos.reward.documentId}`));
    await page.getByLabel('Participaciones').selectOption('3');
    await page.getByRole('button', { name: 'Participar' }).click();
    await page.getByText('2 participaciones pendientes de envío').waitFor();
    await expect.poll(() => page.getByTestId('did-balance').textContent()).toBe('0');
    expect(await outboxCount(page)).toBe(3);

    // Meanwhile, from another device, the member spends 20 of their 60 DIDs: the second entry no longer fits.
    expect((await server.post('/api/participations?locale=es', { rewardId: huertos.reward.documentId, amount: 2 })).status).toBe(201);

    await context.setOffline(false);
    await expect.poll(() => outboxCount(page), { timeout: 20_000 }).toBe(0);
    expect(await server.participations(huertos.reward.documentId)).toBe(2); // the other device's and the first offline one
    expect(await server.formEntries(form.reward.documentId)).toBe(1);
    expect(await server.balance()).toBe(10);
    await page.locator('.Toastify').getByText('No tienes DIDs suficientes para esta participación.').waitFor();
    expect(await outboxCount(page, 'failed')).toBe(1);
    await page.getByText('1 acción no se pudo enviar').waitFor();

    await page.reload(); // refused for good: nothing is sent again
    await expect.poll(() => page.getByTestId('did-balance').textContent()).toBe('10');
    expect(await server.participations(huertos.reward.documentId)).toBe(2);
  });

  it('4. an access token that expired while the vote was queued is refreshed by the replay, with no new login', async () => {
    const { page, url, context } = browser;
    const { server } = await joinAndOpenHome();
    await goOffline(context);
    await page.getByRole('group', { name: /Huertos urbanos/ }).getByRole('button', { name: 'Apoyar', exact: true }).click();
    await page.getByText(PENDING).first().waitFor();

    const expired = await expireSessionToken(page); // time passes: past the token's expiry
    expect((await fetch(url('/api/users/me'), { headers: { Authorization: `Bearer ${expired}` } })).status).toBe(401);

    await page.close();
    await context.setOffline(false);
    await expect.poll(() => server.votes(), { timeout: 20_000 }).toBe(1);

    const reopened = await context.newPage();
    await reopened.goto(url('/'));
    await expect.poll(() => reopened.getByTestId('did-balance').textContent(), { timeout: 10_000 }).toBe('60'); // still signed in
    expect(new URL(reopened.url()).pathname).toBe('/');
  });

  it('5. with the server down (not offline) entries wait, and are sent once when it is back, even when page and worker flush together', async () => {
    const { page } = browser;
    const { server } = await joinAndOpenHome();
    const log = inject('serverLog');
    const from = statSync(log).size; // every write that reaches Strapi from here on is one line
    await api('stop');
    try {
      await page.getByRole('group', { name: /Huertos urbanos/ }).getByRole('button', { name: 'Apoyar', exact: true }).click();
      await page.getByText(PENDING).first().waitFor();
      await page.waitForTimeout(1500); // the page's flush and the worker's sync both fail meanwhile
      expect(await outboxCount(page)).toBe(1);
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    } finally {
      await api('start');
    }
    await page.evaluate(() => {
      window.dispatchEvent(new Event('online'));
      navigator.serviceWorker.controller?.postMessage({ type: 'FLUSH_OUTBOX' });
    });
    await expect.poll(() => server.votes(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => outboxCount(page)).toBe(0);
    const posts = readFileSync(log, 'utf8').slice(from).split('\n').filter((line) => line.includes('POST /api/user-project-supports'));
    expect(posts).toHaveLength(1);
    await page.getByText(PENDING).waitFor({ state: 'detached' });
  });

  it('9. without Background Sync, a vote that failed while the server was down goes at once with "Enviar ahora"', async () => {
    const { page, context } = browser;
    const isVoteRequest = (url: URL) => url.pathname === '/api/user-project-supports';
    // A browser without Background Sync (Firefox, Safari): only the page's own tries can send.
    await context.addInitScript(() => Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined, configurable: true }));
    const { server } = await joinAndOpenHome();
    expect(await page.evaluate(async () => ((await navigator.serviceWorker.getRegistration()) as unknown as { sync?: unknown }).sync === undefined)).toBe(true);
    await api('stop');
    try {
      await page.getByRole('group', { name: /Huertos urbanos/ }).getByRole('button', { name: 'Apoyar', exact: true }).click();
      await page.getByText(PENDING).first().waitFor();
      await page.getByText(/Sin conexión con Chispa/).waitFor(); // the device is online; the server does not answer
      expect(await outboxCount(page)).toBe(1);
      await page.getByText('Ver detalles').click();
      await page.getByRole('button', { name: 'Enviar ahora' }).waitFor();
      // Once the server is back, the page would send by itself before the click (its probe, its
      // retry timer, a request of the worker's that reaches the server): until the member has
      // pressed "Enviar ahora" (the button busy), the probe and the vote find the server still down.
      await page.route('**/api/ping', (route) => route.abort('connectionrefused'));
      await page.route(isVoteRequest, async (route) => {
        const pressed = (await page.locator('.outbox-panel__send[aria-busy="true"]').count()) > 0;
        await (pressed || route.request().method() !== 'POST' ? route.continue() : route.abort('connectionrefused'));
      });
    } finally {
      await api('start');
    }
    await page.getByRole('button', { name: 'Enviar ahora' }).click();
    await expect.poll(() => server.votes(), { timeout: 5_000 }).toBe(1);
    await page.unroute('**/api/ping');
    await page.unroute(isVoteRequest);
    await expect.poll(() => outboxCount(page)).toBe(0);
    await page.getByText(PENDING).waitFor({ state: 'detached' });
    expect(await server.votes()).toBe(1);
  });

  it('10. page offline, worker online (DevTools\' page-only switch): the vote goes out through the worker, and the banner stops saying offline once it is delivered', async () => {
    const { page, context } = browser;
    const { server } = await joinAndOpenHome();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    const [worker] = context.serviceWorkers();
    expect(await worker!.evaluate(() => fetch('/api/ping', { cache: 'no-store' }).then(() => 'reached', () => 'failed'))).toBe('reached');

    await page.getByRole('group', { name: /Huertos urbanos/ }).getByRole('button', { name: 'Apoyar', exact: true }).click();
    await expect.poll(() => server.votes(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => outboxCount(page)).toBe(0);
    await page.getByText(PENDING).waitFor({ state: 'detached' });
    await page.getByText('Has apoyado este proyecto').first().waitFor();
    await expect.poll(() => page.getByText(/^Sin conexión/).count(), { timeout: 10_000 }).toBe(0);
    expect(await server.votes()).toBe(1);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  });

  it('6. a new version waits, the prompt reloads into it once, and the outbox survives', async () => {
    const { page } = browser;
    await joinAndOpenHome();
    await api('stop'); // keeps the vote waiting through the update
    try {
      await page.getByRole('group', { name: /Huertos urbanos/ }).getByRole('button', { name: 'Apoyar', exact: true }).click();
      await page.getByText(PENDING).first().waitFor();
      await swapServiceWorker(async () => {
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
        await page.getByText('Hay una nueva versión de Chispa.').waitFor({ timeout: 20_000 });
        expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null))).toBe(true);
        let loads = 0;
        page.on('load', () => loads++);
        await page.getByRole('button', { name: 'Recargar' }).click();
        await expect.poll(() => loads, { timeout: 20_000 }).toBe(1);
        await waitForServiceWorker(page);
        await page.waitForTimeout(2000);
        expect(loads).toBe(1); // no reload loop
        expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting === null && r?.active?.state === 'activated'))).toBe(true);
        expect(await page.getByText('Hay una nueva versión de Chispa.').count()).toBe(0);
      });
      expect(await outboxCount(page)).toBe(1);
      await page.getByText(PENDING).first().waitFor();
    } finally {
      await api('start');
    }
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => outboxCount(page), { timeout: 20_000 }).toBe(0);
  });

  it('8. what the first visit loaded before the worker took over (data, pictures) is there offline too', async () => {
    const { page, context } = browser;
    await joinAndOpenHome(); // the home page loads before the worker is registered (it waits for the page to settle)
    // The first card's picture: the carousel opens on it, and it is fetched first, before the worker exists.
    const firstCardPicture = () => page.getByRole('article', { name: 'Huertos urbanos en Nou Barris' }).first().locator('img.project-card__image');
    const firstPictureShown = () => firstCardPicture().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    await expect.poll(firstPictureShown).toBe(true);
    const picture = await firstCardPicture().evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(picture).toContain('/uploads/');
    const cached = (cacheName: string, address: string) =>
      page.evaluate(
        async ({ cacheName, address }) => (await (await caches.open(cacheName)).keys()).some((request) => request.url.startsWith(address)),
        { cacheName, address },
      );
    await expect.poll(() => cached(CACHES.images, picture), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => cached(CACHES.publicData, new URL('/api/project-search?', page.url()).href), { timeout: 10_000 }).toBe(true);

    await goOffline(context);
    await page.reload();
    await expect.poll(firstPictureShown).toBe(true);
  });

  it('7. installable: Chromium reports no installability errors and the manifest icons load', async () => {
    const { url } = browser;
    // Installability is not reported in incognito-like contexts: a profile on disk, as a member has.
    const profile = mkdtempSync(join(tmpdir(), 'chispa-profile-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
    try {
      const page = await context.newPage();
      await page.goto(url('/login'));
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifest = await (await fetch(url(manifestHref!))).json();
      expect(manifest).toMatchObject({ name: 'Chispa', short_name: 'Chispa', start_url: '/', scope: '/', display: 'standalone', lang: 'es' });
      const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`);
      expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
      const images = [...manifest.icons, ...manifest.screenshots].map((image: { src: string }) => new URL(image.src, url(manifestHref!)).href);
      const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
      for (const src of [...images, url(appleIcon!)]) {
        const response = await fetch(src);
        expect(response.status, src).toBe(200);
        expect(response.headers.get('content-type'), src).toBe('image/png');
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
