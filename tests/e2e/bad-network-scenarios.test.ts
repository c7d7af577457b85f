// Issue 13's bad networks, one at a time, as a member meets them: a vote that never gets an
// answer, a captive portal, a server that cannot be reached while the browser says "online", and a
// browser without IndexedDB. The page's requests and the service worker's both pass through the
// fault proxy (tests/e2e/fault-proxy.ts).
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { escapeRegExp, spanish, spanishOf } from './catalog';
import { clearFaults, injectedFaults, injectFaults, useFaults, WRITE_ROUTES } from './faults';
import { logInAs, newMember } from './members';
import { expireSessionToken, outboxCount, serverView, joinWithWorker } from './offline-helpers';

const VOTES = '^/api/user-project-supports(\\?|$)';
/** The test reads the server around the proxy: its faults are the browser's alone. */
const direct = (path: string) => new URL(path, inject('appUrl')).href;
const PENDING = 'pendiente de envío';

const huertosSupport = (page: Page) => page.getByRole('group', { name: /Huertos urbanos/ }).getByRole('button', { name: 'Apoyar', exact: true });

/** The banner's words for "the server cannot be reached" (the catalog may say it as offline or unreachable). */
function unreachableText() {
  const texts = [spanish('connectivity.unreachable'), spanishOf('connectivity.offline')].filter((text): text is string => text !== undefined);
  return new RegExp(texts.map(escapeRegExp).join('|'));
}

describe('bad networks in Chromium, through the fault proxy', () => {
  const browser = useBrowser({ appUrl: inject('faultyAppUrl') });
  useFaults();

  async function joinAndOpenHome() {
    const member = await joinWithWorker(browser.page, browser.url);
    return { member, server: await serverView(direct, member) };
  }

  it('a vote whose request never gets an answer lands exactly once within 60 s, with no reload', { timeout: 120_000 }, async () => {
    const { page } = browser;
    const { server } = await joinAndOpenHome();
    await injectFaults([{ method: 'POST', path: VOTES, fault: 'hang', times: 1 }]);
    let loads = 0;
    page.on('load', () => loads++);

    await huertosSupport(page).click();
    const clicked = Date.now();
    await expect.poll(async () => (await injectedFaults()).length, { timeout: 10_000 }).toBe(1); // the first try hangs
    await expect.poll(() => server.votes(), { timeout: 60_000, interval: 1000 }).toBe(1);
    expect(Date.now() - clicked).toBeLessThan(60_000);
    await expect.poll(() => outboxCount(page)).toBe(0);
    await page.getByText(PENDING).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('did-balance').textContent()).toBe('60');
    await page.waitForTimeout(2000); // nothing sent twice afterwards
    expect(await server.votes()).toBe(1);
    expect(await server.balance()).toBe(60);
    expect(loads).toBe(0);
  });

  for (const portal of ['html-200', 'redirect'] as const) {
    it(`a captive portal's ${portal === 'html-200' ? 'page (HTML 200)' : 'redirect'} is not a delivery: the vote waits, then lands once when the portal is gone`, { timeout: 90_000 }, async () => {
      const { page } = browser;
      const { server } = await joinAndOpenHome();
      await injectFaults([{ method: 'POST', path: VOTES, fault: portal }]);

      await huertosSupport(page).click();
      await expect.poll(async () => (await injectedFaults()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      await page.waitForTimeout(1500); // whatever the app does with the portal's answer, it has done it
      expect(await server.votes()).toBe(0);
      expect(await outboxCount(page)).toBe(1); // still waiting, not settled as sent
      expect(await outboxCount(page, 'failed')).toBe(0); // nor refused: the server never said no
      await page.getByText(PENDING).first().waitFor();

      await clearFaults(); // the member accepts the portal's terms: the network is the internet again
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect.poll(() => server.votes(), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => outboxCount(page)).toBe(0);
      await page.getByText(PENDING).waitFor({ state: 'detached' });
      await page.waitForTimeout(1500);
      expect(await server.votes()).toBe(1);
      expect(await server.balance()).toBe(60);
    });
  }

  it('requests that fail while navigator.onLine stays true turn the banner to offline, and the first success clears it', { timeout: 90_000 }, async () => {
    const { page } = browser;
    const { server } = await joinAndOpenHome();
    const banner = page.getByRole('status').filter({ hasText: unreachableText() });
    expect(await banner.count()).toBe(0);
    await injectFaults([{ path: '^/api/', fault: 'drop' }]); // every API request, the page's and the worker's

    await huertosSupport(page).click();
    await banner.waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => navigator.onLine)).toBe(true); // the browser still believes it is online
    expect(await server.votes()).toBe(0);

    await clearFaults();
    // The member moves on to a page not seen yet: its request to the server succeeds.
    await page.getByRole('link', { name: spanishOf('menu.partners'), exact: true }).first().click();
    await banner.waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => server.votes(), { timeout: 30_000 }).toBe(1);
  });

  for (const fault of ['status-503', 'drop'] as const) {
    it(`one failed refresh (${fault === 'drop' ? 'a dropped connection' : 'a 503'}) does not sign the member out: the next try renews the session`, { timeout: 90_000 }, async () => {
      const { page } = browser;
      const { server } = await joinAndOpenHome();
      await injectFaults([{ method: 'POST', path: WRITE_ROUTES.refresh, fault, times: 1 }]);
      await expireSessionToken(page);
      await page.reload(); // the page reads the expired token and must renew it
      await expect.poll(async () => (await injectedFaults()).length, { timeout: 20_000 }).toBe(1);
      await page.waitForTimeout(2000); // the app has had time to react to the failure
      expect(new URL(page.url()).pathname).toBe('/');

      await huertosSupport(page).click();
      await expect.poll(() => server.votes(), { timeout: 30_000 }).toBe(1);
      await expect.poll(() => page.getByTestId('did-balance').textContent(), { timeout: 10_000 }).toBe('60');
      expect(new URL(page.url()).pathname).toBe('/');
    });
  }

  it('a refresh whose answer is lost (the server rotated the token, the browser never heard) does not sign the member out', { timeout: 90_000 }, async () => {
    const { page } = browser;
    const { server } = await joinAndOpenHome();
    await injectFaults([{ method: 'POST', path: WRITE_ROUTES.refresh, fault: 'drop-after', times: 1 }]);
    await expireSessionToken(page);
    await page.reload(); // the page reads the expired token and must renew it
    await expect.poll(async () => (await injectedFaults()).length, { timeout: 20_000 }).toBe(1);
    await page.waitForTimeout(3000); // the app has had time to try again
    expect(new URL(page.url()).pathname).toBe('/'); // not sent to the login page

    await huertosSupport(page).click();
    await expect.poll(() => server.votes(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('did-balance').textContent(), { timeout: 10_000 }).toBe('60');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  for (const [browserKind, withoutIndexedDb] of [
    ['without IndexedDB', () => void Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true })],
    [
      'whose IndexedDB refuses every database',
      () => {
        IDBFactory.prototype.open = () => {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        };
      },
    ],
  ] as const) {
    it(`a browser ${browserKind} still votes online, and the member is told offline saving is not available`, async () => {
      const { page, url } = browser;
      await page.addInitScript(withoutIndexedDb); // before the app's first script
      const member = await newMember(url);
      await logInAs(page, url, member);
      expect(await page.evaluate(() => typeof window.indexedDB === 'undefined' || !window.indexedDB)).toBe(browserKind === 'without IndexedDB');
      await expect.poll(() => page.getByTestId('did-balance').textContent()).toBe('50');
      const server = await serverView(direct, member);

      await huertosSupport(page).click();
      await expect.poll(() => server.votes(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => page.getByTestId('did-balance').textContent(), { timeout: 10_000 }).toBe('60');
      await page.getByText(spanishOf('connectivity.noOfflineSaving')).first().waitFor({ timeout: 10_000 });
      expect(await server.votes()).toBe(1);
    });
  }
});
