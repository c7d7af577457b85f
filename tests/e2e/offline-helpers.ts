import { createHmac, randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { logInAs, newMember } from './members';

/** The page is controlled by the service worker (the first visit installed and claimed it). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** A new member signed in on the home page, the service worker in control, their 50 DIDs on screen. */
export async function joinWithWorker(page: Page, url: (path: string) => string) {
  const member = await newMember(url);
  await logInAs(page, url, member);
  await waitForServiceWorker(page);
  await expect.poll(() => page.getByTestId('did-balance').textContent()).toBe('50');
  return member;
}

/** What each running worker's own fetch of the API gives: 'reached', 'failed', or 'gone' (it stopped meanwhile). */
const workerFetches = (context: BrowserContext) =>
  Promise.all(
    context.serviceWorkers().map((worker) =>
      worker.evaluate(() => fetch('/api/ping', { cache: 'no-store' }).then(() => 'reached', () => 'failed')).catch(() => 'gone'),
    ),
  );

/**
 * Cuts the page and the worker off, and proves the worker's own fetches fail (no false pass).
 * A worker Chromium (re)started a moment ago is set offline by Playwright on attach without
 * waiting, so its first fetch may still go out: the check waits for every worker to be cut off.
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  expect(context.serviceWorkers().length, 'a service worker is running').toBeGreaterThan(0);
  await expect
    .poll(async () => {
      const fetches = await workerFetches(context);
      return fetches.includes('failed') && !fetches.includes('reached');
    }, { timeout: 10_000, message: "every service worker's fetches fail" })
    .toBe(true);
}

export { outboxSize as outboxCount } from '../../scripts/lib/offline-stress.mjs';

/** The member as the server sees them, read from Node (neither offline nor routed like the browser). */
export async function serverView(url: (path: string) => string, member: { email: string; password: string }) {
  const login = await fetch(url('/api/auth/local'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: member.email, password: member.password }),
  });
  const { jwt } = (await login.json()) as { jwt: string };
  const headers = { Authorization: `Bearer ${jwt}` };
  const get = async (path: string) => (await fetch(url(path), { headers })).json() as Promise<any>;
  return {
    votes: async () => (await get('/api/user-project-supports')).data.length as number,
    balance: async () => (await get('/api/did-records')).meta.balance as number,
    participations: async (rewardId: string) => (await get(`/api/participations?documentId=${rewardId}`)).data.length as number,
    formEntries: async (rewardId: string) => (await get(`/api/form-participations?documentId=${rewardId}`)).data.length as number,
    post: (path: string, body: unknown) =>
      fetch(url(path), {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify(body),
      }),
  };
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** The same access token, re-signed as if it had expired half an hour ago. */
export function expiredCopyOf(token: string) {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, number>;
  const now = Math.floor(Date.now() / 1000);
  const expired = base64url(JSON.stringify({ ...claims, iat: now - 3600, exp: now - 1800 }));
  const signature = createHmac('sha256', inject('jwtSecret')).update(`${header}.${expired}`).digest('base64url');
  return `${header}.${expired}.${signature}`;
}

/**
 * Time passes: the access token the page and the worker hold (localStorage and the outbox's
 * session mirror) is replaced by a copy that expired half an hour ago. Returns the expired token.
 */
export async function expireSessionToken(page: Page) {
  const expired = await page.evaluate(() => JSON.parse(localStorage.getItem('chispaUser')!).token as string).then(expiredCopyOf);
  await page.evaluate(async (token) => {
    const session = JSON.parse(localStorage.getItem('chispaUser')!);
    localStorage.setItem('chispaUser', JSON.stringify({ ...session, token }));
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('chispa-outbox');
      open.onsuccess = () => {
        const tx = open.result.transaction('session', 'readwrite');
        const store = tx.objectStore('session');
        const read = store.get('current');
        read.onsuccess = () => read.result && store.put({ ...read.result, token }, 'current');
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      };
      open.onerror = () => reject(open.error);
    });
  }, expired);
  return expired;
}

/** Stops or starts Strapi while the app keeps serving: a server that is down, not a device offline. */
export async function api(action: 'stop' | 'start') {
  const response = await fetch(`${inject('controlUrl')}/api/${action}`, { method: 'POST' });
  expect(response.status).toBe(204);
}

export async function seededProjects(url: (path: string) => string) {
  const projects = (await (await fetch(url('/api/projects?locale=es&populate=all'))).json()) as { data: any[] };
  const huertos = projects.data.find((p) => p.name.startsWith('Huertos'));
  const form = projects.data.find((p) => p.project_type === 'form');
  return { huertos, form };
}
