import { flush } from '../src/offline/outbox/flush';
import { listEntriesOf, readMirroredSession } from '../src/offline/outbox/store';
import { openOutboxChannel, type OutboxMessage } from '../src/offline/outbox/channel';
import { refreshToken } from '../src/offline/outbox/token-refresh';
import { XSRF_COOKIE } from '../src/offline/outbox/xsrf';

declare const self: ServiceWorkerGlobalScope;

const channel = openOutboxChannel();

async function xsrfToken(mirrored: string | undefined) {
  try {
    return (await self.cookieStore?.get(XSRF_COOKIE))?.value ?? mirrored;
  } catch {
    return mirrored;
  }
}

async function credentials() {
  const session = await readMirroredSession();
  return session ? { userId: session.userId, token: session.token, xsrf: await xsrfToken(session.xsrf) } : null;
}

async function refresh() {
  const session = await readMirroredSession();
  if (!session) return { kind: 'refused' } as const;
  return refreshToken({ userId: session.userId, staleToken: session.token, xsrf: () => xsrfToken(session.xsrf), origin: self.location.origin });
}

/**
 * How a sync event keeps trying while the connection is still away: quickly at first (a connection
 * that just came back often drops its first requests), then every 5 s for about two minutes in all.
 * The browser may fire the event before the device is really online, and a failed event is only
 * tried again minutes later (Chromium ends one after three minutes).
 */
const RETRY_DELAYS_MS = [1000, 2000, 3000, ...Array<number>(23).fill(5000)];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitingEntries() {
  const session = await readMirroredSession();
  return session ? listEntriesOf(session.userId) : [];
}

async function flushOnce() {
  const results = await flush({ credentials, refresh, force: true });
  if (results?.length) channel?.postMessage({ type: 'outbox-settled' } satisfies OutboxMessage);
  return results;
}

/**
 * The worker's flush: the same outbox code as the page, under the same Web Lock, with the member the
 * page mirrored. Results wait in the outbox database for a page to show them; open pages are told now.
 * With `failIfLeft` (a Background Sync event), entries that could not go are tried again (a page
 * flushing at the same moment only delays the next try: it may be closed before it is done), then
 * make the event fail so that the browser schedules another sync; so does a new version waiting.
 */
export async function flushFromWorker({ failIfLeft = false } = {}) {
  if (!failIfLeft) return void (await flushOnce());
  for (const delay of [0, ...RETRY_DELAYS_MS]) {
    // A new version waiting cannot activate while this event runs (the member may be pressing
    // "Reload"): stop here; the sync is scheduled again and the new worker takes it.
    if (delay > 0 && self.registration.waiting) break;
    await wait(delay);
    await flushOnce();
    const left = await waitingEntries();
    if (left.length === 0) return;
    if (left.some((entry) => entry.lastError === 'server')) break; // the server answered: its own backoff applies
  }
  throw new Error('Outbox entries are still waiting');
}
