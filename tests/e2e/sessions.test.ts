import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { useBrowser } from './browser';
import { clearFaults, injectFaults, useFaults } from './faults';
import { logInAs, newMember } from './members';
import { expireSessionToken, outboxCount, serverView, waitForServiceWorker, joinWithWorker } from './offline-helpers';

const UNREACHABLE = 'Sin conexión con Chispa';
const PENDING_REVOCATION_KEY = 'chispaPendingLogout';


/** A browser on its own profile that survives being closed, as a phone's does across a restart. */
function restartableBrowser(prefix: string) {
  const profile = mkdtempSync(join(tmpdir(), prefix));
  return {
    launch: () => chromium.launchPersistentContext(profile, { executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS, locale: 'es-ES' }),
    remove: () => rmSync(profile, { recursive: true, force: true }),
  };
}

/** The member's own data is on screen: the home's balance, read with a token the server accepted. */
const balance = (page: Page) => page.getByTestId('did-balance').textContent();

/** Whether a refresh cookie still renews a session, asked from Node as any other client would. */
async function refreshWith(cookies: { refresh: string; xsrf: string }) {
  const response = await fetch(new URL('/api/auth/refresh', inject('appUrl')), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: `chispa_refresh=${cookies.refresh}; XSRF-TOKEN=${cookies.xsrf}`, 'X-XSRF-TOKEN': cookies.xsrf },
    body: '{}',
  });
  return response.status;
}

async function sessionCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value;
  return { refresh: value('chispa_refresh')!, xsrf: value('XSRF-TOKEN')! };
}

describe('sessions that last as long as their tokens', () => {
  const browser = useBrowser();
  useFaults();

  const joinAndOpenHome = () => joinWithWorker(browser.page, browser.url);

  it('a browser restart with an expired access token stays signed in', async () => {
    const { url } = browser;
    const member = await newMember(url);
    const { launch, remove } = restartableBrowser('chispa-restart-');
    try {
      const first = await launch();
      const page = first.pages()[0] ?? (await first.newPage());
      await logInAs(page, url, member);
      await waitForServiceWorker(page);
      await expect.poll(() => balance(page)).toBe('50');
      const expired = await expireSessionToken(page);
      const refreshCookie = (await first.cookies()).find((cookie) => cookie.name === 'chispa_refresh');
      expect(refreshCookie?.expires, 'the refresh cookie outlives the browser').toBeGreaterThan(Date.now() / 1000 + 13 * 24 * 3600);
      await first.close(); // the whole browser: a phone restart

      const second = await launch();
      try {
        const reopened = second.pages()[0] ?? (await second.newPage());
        await reopened.goto(url('/'));
        // The member's requests were refused with the expired token, and the refresh cookie that
        // survived the restart renewed it: a token the server accepts, no new login.
        const storedToken = () => reopened.evaluate(() => JSON.parse(localStorage.getItem('chispaUser') ?? 'null')?.token as string | undefined);
        await expect.poll(storedToken, { timeout: 15_000 }).not.toBe(expired);
        const token = await storedToken();
        expect(token).toBeTruthy();
        expect((await fetch(url('/api/users/me'), { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
        await expect.poll(() => balance(reopened), { timeout: 15_000 }).toBe('50');
        expect(new URL(reopened.url()).pathname).toBe('/');
      } finally {
        await second.close();
      }
    } finally {
      remove();
    }
  });

  it('a vote queued offline before a browser restart is delivered once after it, with a renewed token and no new login', async () => {
    // Through the fault proxy, which cuts the API while the phone is off: emulated offline ends
    // while Playwright closes the browser, and the worker's next retry could slip out in that gap.
    const url = (path: string) => new URL(path, inject('faultyAppUrl')).href;
    const direct = (path: string) => new URL(path, inject('appUrl')).href;
    const member = await newMember(url);
    const server = await serverView(direct, member);
    const { launch, remove } = restartableBrowser('chispa-restart-vote-');
    try {
      const first = await launch();
      const page = first.pages()[0] ?? (await first.newPage());
      await logInAs(page, url, member);
      await waitForServiceWorker(page);
      await expect.poll(() => balance(page)).toBe('50');
      await first.setOffline(true);
      await injectFaults([{ path: '^/api/', fault: 'drop' }]);
      await page.getByRole('group', { name: /Huertos urbanos/ }).getByRole('button', { name: 'Apoyar', exact: true }).click();
      await expect.poll(() => outboxCount(page)).toBe(1);
      const expired = await expireSessionToken(page); // the phone stays off longer than the token lives
      await first.close();
      expect(await server.votes()).toBe(0);
      await clearFaults();

      const second = await launch(); // back on, and online
      try {
        const reopened = second.pages()[0] ?? (await second.newPage());
        await reopened.goto(url('/'));
        await expect.poll(() => server.votes(), { timeout: 30_000 }).toBe(1);
        await expect.poll(() => outboxCount(reopened), { timeout: 15_000 }).toBe(0);
        await expect.poll(() => balance(reopened), { timeout: 15_000 }).toBe('60');
        const token = await reopened.evaluate(() => JSON.parse(localStorage.getItem('chispaUser') ?? 'null')?.token as string | undefined);
        expect(token).toBeTruthy();
        expect(token).not.toBe(expired);
        expect(new URL(reopened.url()).pathname).toBe('/');
        expect(await server.votes()).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      remove();
    }
  });

  for (const failure of ['a 503', 'a dropped connection'] as const) {
    it(`${failure} on the token refresh does not sign the member out, and the banner says the server cannot be reached`, async () => {
      const { page, url } = browser;
      await joinAndOpenHome();
      await expireSessionToken(page);
      let refreshes = 0;
      await page.route('**/api/auth/refresh', async (route) => {
        refreshes += 1;
        if (failure === 'a 503') await route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' });
        else await route.abort('connectionreset');
      });

      await page.reload();
      await expect.poll(() => refreshes, { timeout: 15_000 }).toBeGreaterThan(0);
      await page.getByText(UNREACHABLE).waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.evaluate(() => localStorage.getItem('chispaUser'))).not.toBeNull();

      // The server answers again: the next request refreshes the token and the member's data loads.
      await page.unroute('**/api/auth/refresh');
      await page.goto(url('/'));
      await expect.poll(() => balance(page), { timeout: 15_000 }).toBe('50');
      expect(new URL(page.url()).pathname).toBe('/');
    });
  }

  it('logout on a connection that never answers lands on /login within 2 s', async () => {
    const { page } = browser;
    await joinAndOpenHome();
    let asked = false;
    await page.route('**/api/auth/logout', () => {
      asked = true; // and never answered
    });
    await page.getByRole('link', { name: 'Cerrar sesión' }).first().click();
    const clicked = Date.now();
    await page.waitForURL((current) => current.pathname === '/login', { timeout: 2000 });
    expect(Date.now() - clicked).toBeLessThan(2000);
    await page.getByLabel('Correo electrónico').waitFor({ timeout: 2000 });
    expect(await page.evaluate(() => localStorage.getItem('chispaUser'))).toBeNull();
    await expect.poll(() => asked).toBe(true);
  });

  it('logout while offline ends the server session once the connection is back', async () => {
    const { page, context } = browser;
    await joinAndOpenHome();
    const cookies = await sessionCookies(context);
    expect(cookies.refresh).toBeTruthy();

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Cerrar sesión' }).first().click();
    await page.waitForURL((current) => current.pathname === '/login', { timeout: 2000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), PENDING_REVOCATION_KEY)).not.toBeNull();

    await context.setOffline(false);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PENDING_REVOCATION_KEY), { timeout: 15_000 }).toBeNull();
    expect(await refreshWith(cookies)).toBe(401);
  });
});
