import type { FlushResult } from '../outbox/flush';
import type { OutboxEntry } from '../outbox/db';
import { endOutboxTransactions, outboxDb, resumeOutboxTransactions } from '../outbox/db';
import { listEntriesOf, makeDue, takeReportsOf } from '../outbox/store';
import type { KindData } from '../outbox/entry-schemas';
import { onReachabilityChange } from '../outbox/connectivity';
import { openOutboxChannel, SYNC_TAG, type OutboxMessage } from '../outbox/channel';
import { endSession, getSession, replaceToken } from '../../lib/session';
import { refreshAccessToken } from '../../lib/http';
import { readCookie } from '../../lib/cookies';
import { currentLanguage } from '../../lib/i18n';
import { XSRF_COOKIE } from '../outbox/xsrf';

type Listener<T> = (value: T) => void;
const resultListeners = new Set<Listener<FlushResult[]>>();
const changeListeners = new Set<() => void>();
const settledListeners = new Set<() => void>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const channel = openOutboxChannel();

/**
 * The sending code (the flush, its deliveries, deadlines and lock) is read when there is something
 * to send, not with the app: most visits start with an empty outbox. The worker precaches it.
 */
const sending = () => import('../outbox/flush');

const notifyChange = () => changeListeners.forEach((listener) => listener());

/** The queue changed with nothing sent: this tab and the others read it again. */
export function announceChange() {
  notifyChange();
  channel?.postMessage({ type: 'outbox-changed' } satisfies OutboxMessage);
}

// Another tab stored an action or dismissed a refusal: show the same queue here.
channel?.addEventListener('message', (event: MessageEvent<OutboxMessage>) => {
  if (event.data?.type === 'outbox-changed') notifyChange();
});

const credentials = () => {
  const session = getSession();
  return session ? { userId: session.userId, token: session.token, xsrf: readCookie(XSRF_COOKIE) } : null;
};

/**
 * Whether this browser can keep an outbox (IndexedDB). Locked-down and some private browsers
 * cannot: their members' actions go straight to the server instead, and they are told so.
 * (The open connection is kept by outboxDb, so asking again costs nothing.)
 */
export const outboxAvailable = (): Promise<boolean> => outboxDb().then(() => true, () => false);

/** Wakes up when the next kept entry is due, so a failed send is retried without a reload. */
function scheduleRetry(left: OutboxEntry[]) {
  clearTimeout(retryTimer);
  const due = left.map((entry) => entry.nextAttemptAt).filter((at) => at > Date.now());
  if (due.length) retryTimer = setTimeout(() => void flushOutbox({ force: false }), Math.min(...due) - Date.now());
}

/** What the last Background Sync registration answered; unknown until one is asked. */
let syncAccepted: boolean | undefined;

/**
 * Whether waiting actions are sent with every tab closed: by the service worker's Background Sync
 * (Chromium). Firefox and WebKit lack it, and so does a page without a worker: there they are sent
 * while Chispa is open (on start, return to view, `online`, the server back, "send now"). The one
 * place that decides it: what the member reads about when actions leave follows it. Until a
 * registration is asked, what the browser offers; then whether the browser accepted it.
 */
export const sendsWhileClosed = (): boolean =>
  syncAccepted ?? (typeof ServiceWorkerRegistration !== 'undefined' && 'sync' in ServiceWorkerRegistration.prototype && !!navigator.serviceWorker?.controller);

/**
 * Asks the browser to run the service worker's flush once it is online, even if every tab has been
 * closed by then. Browsers without Background Sync rely on the page's own flushes below.
 */
export async function requestBackgroundSync() {
  let accepted = false;
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    if (sync) {
      await sync.register(SYNC_TAG);
      accepted = true;
    }
  } catch {
    // no service worker yet, or sync refused (permission): the page's flushes still run
  }
  if (accepted !== syncAccepted) {
    syncAccepted = accepted;
    notifyChange(); // the words about when actions leave follow it
  }
}

/** Shows this member's results that no tab has shown yet (whoever flushed: a tab or the worker). */
async function deliverReports() {
  const session = getSession();
  if (!session) return;
  const reports = await takeReportsOf(session.userId);
  if (reports.length) resultListeners.forEach((listener) => listener(reports.map((report) => report.result)));
}

function settled() {
  notifyChange();
  settledListeners.forEach((listener) => listener());
}

function announce(results: FlushResult[]) {
  resultListeners.forEach((listener) => listener(results));
  settled();
}

/** The forced flush waiting for the running one to end, which the forced flushes asked meanwhile join. */
let followUp: Promise<FlushResult[] | null> | null = null;

/**
 * One flush; null when another one (a retry timer's, another tab's, the worker's) was running. That
 * one read the queue before a new action was stored and skips the entries in their backoff, so a
 * forced flush is not dropped: it runs once that flush is over (one for all asked meanwhile; it
 * stops taking joiners as it starts, since it reads the queue then).
 */
async function flushNowOrAfterRunning(force: boolean): Promise<FlushResult[] | null> {
  const { flush, whenFlushLockFree } = await sending();
  const run = () => flush({ force, credentials, refresh: refreshAccessToken, onTokenRefreshed: replaceToken, onSessionRefused: endSession });
  const results = await run();
  if (results !== null || !force) return results;
  followUp ??= whenFlushLockFree()
    .catch(() => undefined)
    .then(() => {
      followUp = null;
      return run();
    });
  return followUp;
}

/**
 * Sends what can be sent now, then tells listeners (and the other tabs) what happened. Every trigger
 * but the retry timer may mean the network is back, so it does not wait for the backoff.
 */
export async function flushOutbox({ force = true }: { force?: boolean } = {}): Promise<FlushResult[] | null> {
  if (!(await outboxAvailable())) return null;
  try {
    const session = getSession();
    const waiting = session ? await listEntriesOf(session.userId) : [];
    const results = waiting.length === 0 ? [] : await flushNowOrAfterRunning(force);
    if (results?.length) {
      channel?.postMessage({ type: 'outbox-settled' } satisfies OutboxMessage);
      settled();
    } else notifyChange();
    await deliverReports();
    // What is still waiting, read once: the worker is asked to sync it, and a timer wakes for it.
    const left = waiting.length === 0 || !session ? waiting : await listEntriesOf(session.userId);
    if (left.length > 0) void requestBackgroundSync();
    scheduleRetry(left);
    return results;
  } catch (error) {
    // A broken database: nothing can be sent from here.
    console.error('The outbox could not be flushed', error);
    return null;
  }
}

/** The member asked to send now, or the network is back: every waiting entry is due at once. */
export async function sendNow(): Promise<FlushResult[] | null> {
  const session = getSession();
  if (session && (await outboxAvailable())) await makeDue(session.userId).catch(() => undefined);
  return flushOutbox({ force: true });
}

/**
 * Every vote and participation goes here first: stored, shown as pending, then sent. Without an
 * outbox (no IndexedDB) it goes straight to the server, and a failure is said at once.
 * Answers the stored entry, or null when it went straight to the server.
 */
export async function enqueueWrite(data: KindData): Promise<OutboxEntry | null> {
  const session = getSession();
  if (!session) throw new Error('Only a signed-in member can vote or take part');
  if (!(await outboxAvailable())) {
    const { sendWithoutOutbox } = await import('./direct-send');
    const results = await sendWithoutOutbox(data, session.userId);
    announce(results);
    return null;
  }
  const { enqueue } = await sending();
  const entry = await enqueue(data, session.userId, { locale: currentLanguage() });
  // Asked before the action shows as waiting: a member who sees it pending and closes the app at
  // once still has it sent by the worker.
  await requestBackgroundSync();
  announceChange();
  void flushOutbox();
  return entry;
}

/** Results to show (toasts): each reaches one tab only. */
export const onFlushResults = (listener: Listener<FlushResult[]>) => {
  resultListeners.add(listener);
  return () => void resultListeners.delete(listener);
};

/** Entries were sent or refused, here, in another tab or by the worker: member data is stale. */
export const onOutboxSettled = (listener: () => void) => {
  settledListeners.add(listener);
  return () => void settledListeners.delete(listener);
};

export const onOutboxChange = (listener: () => void) => {
  changeListeners.add(listener);
  return () => void changeListeners.delete(listener);
};

/**
 * The page's flushes: on start, when the server is reached again (whoever saw it: this page, another
 * tab or the worker), on the browser's `online` hint, and when the app comes back to view; and the
 * outbox's transactions ended when the page leaves.
 */
export function startOutboxFlushing() {
  const flushWhenVisible = () => {
    if (document.visibilityState !== 'visible') return;
    // What other tabs stored meanwhile shows now, not once this flush (or the one it waits for) is over.
    notifyChange();
    void sendNow();
  };
  const flushNow = () => void sendNow();
  const onMessage = (event: MessageEvent<OutboxMessage>) => {
    if (event.data?.type !== 'outbox-settled') return;
    settled();
    void deliverReports();
  };
  window.addEventListener('online', flushNow);
  document.addEventListener('visibilitychange', flushWhenVisible);
  // A page that leaves ends its outbox transactions: WebKit would keep them in its back/forward cache.
  window.addEventListener('pagehide', endOutboxTransactions);
  window.addEventListener('pageshow', resumeOutboxTransactions);
  channel?.addEventListener('message', onMessage);
  const stopFollowing = onReachabilityChange((state) => {
    if (state === 'reachable') void sendNow();
  });
  void flushOutbox();
  return () => {
    window.removeEventListener('online', flushNow);
    document.removeEventListener('visibilitychange', flushWhenVisible);
    window.removeEventListener('pagehide', endOutboxTransactions);
    window.removeEventListener('pageshow', resumeOutboxTransactions);
    channel?.removeEventListener('message', onMessage);
    stopFollowing();
    clearTimeout(retryTimer);
  };
}
