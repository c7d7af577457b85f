import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { closeOutboxDb, outboxDb } from '../outbox/db';
import { startOutboxFlushing } from './page-outbox';

beforeEach(async () => {
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeOutboxDb());

const settled = (tx: { done: Promise<void> }) => tx.done.then(() => 'committed', (error: Error) => error.name);
const within = <T>(promise: Promise<T>, ms = 1000) => Promise.race([promise, new Promise<string>((resolve) => setTimeout(() => resolve('still running'), ms))]);

it("ends the outbox's running transactions when the page leaves (WebKit would keep them in its back/forward cache, holding every other page's outbox); back, the outbox works", async () => {
  const stop = startOutboxFlushing();
  try {
    const db = await outboxDb();
    const tx = db.transaction('entries', 'readwrite');
    const ended = settled(tx);
    const keepBusy = (): Promise<unknown> => tx.store.count().then(keepBusy, () => undefined); // half-way when the page leaves
    void keepBusy();

    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    expect(await within(ended)).toBe('AbortError');
    expect(await within(settled(db.transaction('entries', 'readwrite')))).toBe('AbortError'); // begun while leaving

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await db.put('session', { userId: 1, token: 't' }, 'current');
    expect(await db.get('session', 'current')).toEqual({ userId: 1, token: 't' });
  } finally {
    stop();
  }
});
