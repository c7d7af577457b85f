import { expect } from 'vitest';
import { newMember } from '../e2e/members';
import { seededProjects, serverView } from '../e2e/offline-helpers';
import { CACHES } from '../../src/offline/cache-names';
import type { Engine, EnginePage, Target } from './engine';

// The offline core, the same in every engine without Background Sync (Firefox, WebKit): there the
// page's own flushes (on `online`, on return to view, at start, "Enviar ahora") are the only path.

const PENDING = 'pendiente de envío';
/** On the project's page: the home's carousel moves its cards by itself (autoplay) until pointed at. */
const VOTE = { button: 'Apoyar', within: '.vote-box' };
/** How soon after the browser's `online` event an action waiting offline must be on the server. */
export const DELIVERY_AFTER_ONLINE_MS = 5_000;

type Url = (path: string) => string;

const text = (page: EnginePage, wanted: string) => page.evaluate((value) => document.body.innerText.includes(value), wanted);
const waitForText = (page: EnginePage, wanted: string, timeout = 15_000) => expect.poll(() => text(page, wanted), { timeout, message: wanted }).toBe(true);
const balance = (page: EnginePage) => page.evaluate(() => document.querySelector('[data-testid="did-balance"]')?.textContent ?? null);
const waitForTarget = (page: EnginePage, target: Target) => expect.poll(() => page.has(target), { timeout: 15_000, message: JSON.stringify(target) }).toBe(true);

/** Entries waiting in the outbox (IndexedDB `chispa-outbox`), read in the page. */
const outboxSize = (page: EnginePage) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('chispa-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('entries').objectStore('entries').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );

/** What the outbox database holds, for a failure's report: each store's entries, shortened. */
export const outboxContents = (page: EnginePage) =>
  page.evaluate(
    () =>
      new Promise<Record<string, unknown[]>>((resolve, reject) => {
        const open = indexedDB.open('chispa-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames].filter((name) => name !== 'session');
          const tx = db.transaction(names);
          const contents: Record<string, unknown[]> = {};
          for (const name of names) {
            const all = tx.objectStore(name).getAll();
            all.onsuccess = () => (contents[name] = all.result.map((item: Record<string, unknown>) => ({ ...item, payload: undefined, meta: undefined })));
          }
          tx.oncomplete = () => {
            db.close();
            resolve(contents);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );

/** A new member signed in through the form, the service worker in control, their 50 DIDs on screen. */
async function signInNewMember(page: EnginePage, url: Url) {
  const member = await newMember(url);
  await page.goto(url('/login'));
  await waitForTarget(page, { label: 'Correo electrónico' });
  await page.fill({ label: 'Correo electrónico' }, member.email);
  await page.fill({ label: 'Contraseña' }, member.password);
  await page.click({ button: 'Entrar' });
  await expect.poll(() => page.evaluate(() => location.pathname), { timeout: 15_000 }).toBe('/'); // `/` or `/?welcome=true`
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => balance(page), { timeout: 10_000 }).toBe('50');
  // Neither engine has Background Sync: the page's flushes are all there is.
  expect(await page.evaluate(() => 'sync' in ServiceWorkerRegistration.prototype)).toBe(false);
  return { member, server: await serverView(url, member) };
}

/**
 * The link goes down; the engine says so itself (`navigator.onLine`, from its `offline` event), the
 * page's own request fails, and so does the worker's: a list it serves network-first comes from its
 * cache (X-Chispa-Cache: hit) because its own fetch failed.
 */
async function goOffline(engine: Engine) {
  const { page } = engine;
  await engine.network.down();
  await expect.poll(() => page.evaluate(() => navigator.onLine), { timeout: 15_000 }).toBe(false);
  expect(await page.evaluate(() => fetch('/api/ping', { cache: 'no-store' }).then(() => 'reached', () => 'failed'))).toBe('failed');
  const fromWorker = await page.evaluate(async (cacheName) => {
    const cached = (await (await caches.open(cacheName)).keys()).find((request) => new URL(request.url).pathname === '/api/project-search');
    if (!cached) return 'no project list in the cache';
    const response = await fetch(cached.url).catch(() => null);
    return response?.headers.get('X-Chispa-Cache') ?? 'not from the cache';
  }, CACHES.publicData);
  expect(fromWorker).toBe('hit');
}

/** The browser's `online` and `offline` events from now on, with the page's clock (the host's, as Node's). */
const recordNetworkEvents = (page: EnginePage) =>
  page.evaluate(() => {
    const events: [string, number][] = [];
    (window as unknown as { __networkEvents: typeof events }).__networkEvents = events;
    for (const type of ['online', 'offline']) window.addEventListener(type, () => events.push([type, Date.now()]));
  });
const onlineEventAt = (page: EnginePage) =>
  page.evaluate(() => (window as unknown as { __networkEvents?: [string, number][] }).__networkEvents?.find(([type]) => type === 'online')?.[1] ?? null);

/** Polls a server count every 150 ms until it is reached; answers when (the host's clock). */
async function whenOnServer(read: () => Promise<number>, wanted: number, timeout = 30_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const count = await read();
    const at = Date.now();
    if (count >= wanted) return { at, count };
    if (at > until) throw new Error(`the server still has ${count}, ${wanted} awaited`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * Sign in, offline (proved), reload offline (the worker serves the app), a vote and a draw entry
 * queued, the server has neither; online: each arrives once, within 5 s of the browser's `online`
 * event; the session survives a reload. Answers the delays measured.
 */
export async function offlineVoteAndEntry(engine: Engine, url: Url) {
  const { page } = engine;
  const { server } = await signInNewMember(page, url);
  const { huertos } = await seededProjects(url);
  const project = url(`/projects/${huertos.documentId}`);
  const reward = huertos.reward.documentId as string;
  // The reward's page once online, so that its data is there offline.
  await page.goto(url(`/rewards/${reward}`));
  await waitForText(page, 'Cesta de verduras de temporada');
  await page.goto(project);
  await waitForTarget(page, VOTE);

  await goOffline(engine);
  await page.reload();
  await waitForText(page, 'Sin conexión');
  await waitForTarget(page, VOTE); // the app, with its data, from the worker
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await page.click(VOTE);
  await waitForText(page, PENDING);
  await page.goto(url(`/rewards/${reward}`));
  await waitForTarget(page, { button: 'Participar' }); // enabled: the vote waiting counts
  await page.click({ button: 'Participar' });
  await waitForText(page, '1 participación pendiente de envío');
  expect(await outboxSize(page)).toBe(2);
  expect(await server.votes()).toBe(0);
  expect(await server.participations(reward)).toBe(0);

  await recordNetworkEvents(page);
  const networkBack = Date.now();
  await engine.network.up();
  const [vote, entry] = await Promise.all([whenOnServer(server.votes, 1), whenOnServer(() => server.participations(reward), 1)]);
  await expect.poll(() => onlineEventAt(page), { timeout: 20_000, message: 'the browser fired `online`' }).not.toBeNull();
  const online = (await onlineEventAt(page))!;
  const delays = { onlineAfterNetwork: online - networkBack, voteAfterOnline: vote.at - online, entryAfterOnline: entry.at - online, lastAfterNetwork: Math.max(vote.at, entry.at) - networkBack };
  console.log(
    `› ${engine.name} ${engine.version}: \`online\` ${delays.onlineAfterNetwork} ms after the link came back; on the server the vote ${delays.voteAfterOnline} ms ` +
      `and the entry ${delays.entryAfterOnline} ms after \`online\` (both ${delays.lastAfterNetwork} ms after the link came back)`,
  );
  expect(delays.voteAfterOnline).toBeLessThanOrEqual(DELIVERY_AFTER_ONLINE_MS);
  expect(delays.entryAfterOnline).toBeLessThanOrEqual(DELIVERY_AFTER_ONLINE_MS);

  // Once each: the outbox is empty, the server holds one of each and the balance counts each once.
  await expect.poll(() => outboxSize(page), { timeout: 10_000 }).toBe(0);
  await waitForText(page, 'Tienes 1 participación (10 DIDs)');
  await page.reload();
  await expect.poll(() => balance(page), { timeout: 10_000 }).toBe('50'); // still signed in: 50 + 10 for the vote − 10 for the entry
  expect(await page.evaluate(() => location.pathname)).toBe(`/rewards/${reward}`);
  expect(await server.votes()).toBe(1);
  expect(await server.participations(reward)).toBe(1);
  expect(await server.balance()).toBe(50);
  expect(await text(page, PENDING)).toBe(false);
  return delays;
}

/**
 * Without Background Sync nothing sends a vote queued offline while the app is closed, even once the
 * network is back; opening the app again sends it within a few seconds (its flush at start).
 */
export async function voteSentOnReopening(engine: Engine, url: Url) {
  const { page } = engine;
  const { server } = await signInNewMember(page, url);
  const { huertos } = await seededProjects(url);
  await page.goto(url(`/projects/${huertos.documentId}`));
  await waitForTarget(page, VOTE);
  await goOffline(engine);
  await page.click(VOTE);
  await waitForText(page, PENDING);
  expect(await outboxSize(page)).toBe(1);

  await page.goto('about:blank'); // the app is closed (WebDriver cannot close a session's last window)
  await engine.network.up();
  await new Promise((resolve) => setTimeout(resolve, 8_000)); // past the engine's `online` (1–3 s here) and any retry
  expect(await server.votes()).toBe(0);

  const opened = Date.now();
  await page.goto(url('/'));
  const vote = await whenOnServer(server.votes, 1, 15_000);
  console.log(`› ${engine.name} ${engine.version}: the vote on the server ${vote.at - opened} ms after the app was opened again`);
  expect(vote.at - opened).toBeLessThanOrEqual(DELIVERY_AFTER_ONLINE_MS);
  await waitForText(page, 'Has apoyado este proyecto');
  await expect.poll(() => balance(page), { timeout: 10_000 }).toBe('60');
  await expect.poll(() => outboxSize(page), { timeout: 10_000 }).toBe(0);
  expect(await server.votes()).toBe(1);
}
