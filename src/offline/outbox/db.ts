import { openDB, unwrap, type DBSchema, type IDBPDatabase } from 'idb';
import type { KindData } from './entry-schemas';

export type { OutboxKind } from './entry-schemas';

/** Why the last try of an entry did not deliver it (shown in the outbox panel). */
export type RetryReason = 'offline' | 'timeout' | 'unproven' | 'server';

/** One write waiting to reach the server. Its id is also the request's Idempotency-Key. */
export type OutboxEntry = KindData & {
  id: string;
  userId: number;
  /** The member's language when they acted: answers and error texts come back in it. */
  locale?: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError?: RetryReason;
};

/** A write the server refused for good (voting closed, not enough DIDs): kept to show the member why. */
export type FailedEntry = OutboxEntry & { status: number; code: string | undefined; failedAt: number };

/** What a flush did to one entry. */
export type FlushResult =
  | { outcome: 'sent'; entry: OutboxEntry; status: number; body: unknown }
  | { outcome: 'rejected'; entry: OutboxEntry; status: number; code: string | undefined };

/** A flush result not yet shown to the member (the service worker flushed while no page was open). */
export type FlushReport = { id: string; userId: number; result: FlushResult };

/**
 * The signed-in member as the service worker sees them: the page mirrors its session here, because a
 * worker has no localStorage. Removed on logout, so a worker never sends for a member who left.
 */
export type MirroredSession = { userId: number; token: string; xsrf?: string };

interface OutboxSchema extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { byCreatedAt: number; byMember: [number, number] } };
  failed: { key: string; value: FailedEntry; indexes: { byMember: number } };
  reports: { key: string; value: FlushReport; indexes: { byMember: number } };
  session: { key: 'current'; value: MirroredSession };
}

export const OUTBOX_DB = 'chispa-outbox';
const VERSION = 3;

let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null;

/**
 * The transactions this context's connection runs, so that a page that leaves can end them
 * (`endOutboxTransactions`, on `pagehide`: page-outbox.ts). WebKit keeps a page in its back/forward
 * cache with its transactions frozen half-way, and they hold the outbox of the next page and of every
 * other tab until that page is dropped (a vote stays pending). Unloading a page ends them too; what
 * they did is done again later (an entry sent is settled by the next flush: the server knows its key).
 */
const running = new Set<IDBTransaction>();
let ended = false;

function trackTransactions(db: IDBPDatabase<OutboxSchema>) {
  const raw = unwrap(db);
  const begin = raw.transaction.bind(raw);
  raw.transaction = ((...args: Parameters<IDBDatabase['transaction']>) => {
    const tx = begin(...args);
    if (ended) tx.abort();
    else {
      running.add(tx);
      const forget = () => running.delete(tx);
      tx.addEventListener('complete', forget);
      tx.addEventListener('abort', forget);
    }
    return tx;
  }) as IDBDatabase['transaction'];
  return db;
}

/** The page leaves: its running transactions end, and any begun until it is back end at once. */
export function endOutboxTransactions() {
  ended = true;
  for (const tx of running) {
    try {
      tx.abort();
    } catch {
      // it ended meanwhile
    }
  }
  running.clear();
}

/** The page is shown again (back from the back/forward cache). */
export function resumeOutboxTransactions() {
  ended = false;
}

/** The outbox database, shared by the page and the service worker. */
export function outboxDb(): Promise<IDBPDatabase<OutboxSchema>> {
  // Through a promise: a browser without IndexedDB throws at once, and callers expect a rejection.
  opening ??= Promise.resolve().then(() => openDB<OutboxSchema>(OUTBOX_DB, VERSION, {
    upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) db.createObjectStore('entries', { keyPath: 'id' }).createIndex('byCreatedAt', 'createdAt');
      if (oldVersion < 2) {
        db.createObjectStore('failed', { keyPath: 'id' });
        db.createObjectStore('reports', { keyPath: 'id' });
        db.createObjectStore('session');
      }
      if (oldVersion < 3) {
        // A member's entries in the order they acted, without reading anyone else's.
        tx.objectStore('entries').createIndex('byMember', ['userId', 'createdAt']);
        tx.objectStore('failed').createIndex('byMember', 'userId');
        tx.objectStore('reports').createIndex('byMember', 'userId');
      }
    },
    // Another tab or a new service worker wants a newer schema: let it.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  })).then(trackTransactions).catch((error: unknown) => {
    opening = null; // the next call tries again (a private window may allow it later)
    throw error;
  });
  return opening;
}

/** For tests: forget the open connection (fake-indexeddb is reset between them). */
export async function closeOutboxDb() {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}
