import { enqueue, flush, type FlushResult } from './outbox';
import type { OutboxEntry, OutboxKind } from './outbox-db';
import { listEntries } from './outbox-store';
import { getSession, replaceToken } from '../lib/session';
import { refreshAccessToken } from '../lib/http';

type Listener<T> = (value: T) => void;
const resultListeners = new Set<Listener<FlushResult[]>>();
const changeListeners = new Set<() => void>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const notifyChange = () => changeListeners.forEach((listener) => listener());

const credentials = () => {
  const session = getSession();
  return session ? { userId: session.userId, token: session.token } : null;
};

/** Wakes up when the next kept entry is due, so a failed send is retried without a reload. */
async function scheduleRetry() {
  clearTimeout(retryTimer);
  const session = getSession();
  if (!session) return;
  const next = (await listEntries()).find((entry) => entry.userId === session.userId);
  if (next && next.nextAttemptAt > Date.now()) retryTimer = setTimeout(() => void flushOutbox(), next.nextAttemptAt - Date.now());
}

/** Sends what can be sent now, then tells listeners what happened. */
export async function flushOutbox(): Promise<FlushResult[] | null> {
  try {
    const results = await flush({ credentials, refresh: refreshAccessToken, onTokenRefreshed: replaceToken });
    notifyChange();
    if (results?.length) resultListeners.forEach((listener) => listener(results));
    await scheduleRetry();
    return results;
  } catch (error) {
    // No IndexedDB (a locked-down browser) or a broken database: nothing can be sent from here.
    console.error('The outbox could not be flushed', error);
    return null;
  }
}

/** Every vote and participation goes here first: stored, shown as pending, then sent. */
export async function enqueueWrite(kind: OutboxKind, payload: Record<string, unknown>, meta?: Record<string, unknown>): Promise<OutboxEntry> {
  const session = getSession();
  if (!session) throw new Error('Only a signed-in member can vote or take part');
  const entry = await enqueue(kind, payload, session.userId, { meta });
  notifyChange();
  void flushOutbox();
  return entry;
}

export const onFlushResults = (listener: Listener<FlushResult[]>) => {
  resultListeners.add(listener);
  return () => void resultListeners.delete(listener);
};

export const onOutboxChange = (listener: () => void) => {
  changeListeners.add(listener);
  return () => void changeListeners.delete(listener);
};

/** The page's flushes: on start, when the connection returns, and when the app comes back to view. */
export function startOutboxFlushing() {
  const flushWhenVisible = () => {
    if (document.visibilityState === 'visible') void flushOutbox();
  };
  const flushNow = () => void flushOutbox();
  window.addEventListener('online', flushNow);
  document.addEventListener('visibilitychange', flushWhenVisible);
  void flushOutbox();
  return () => {
    window.removeEventListener('online', flushNow);
    document.removeEventListener('visibilitychange', flushWhenVisible);
    clearTimeout(retryTimer);
  };
}
