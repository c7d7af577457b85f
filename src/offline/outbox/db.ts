import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export type OutboxKind = 'vote' | 'participation' | 'formParticipation';

/** One write waiting to reach the server. Its id is also the request's Idempotency-Key. */
export type OutboxEntry = {
  id: string;
  kind: OutboxKind;
  payload: Record<string, unknown>;
  /** What the app needs to describe the entry (project type, DIDs spent); never sent. */
  meta?: Record<string, unknown>;
  userId: number;
  /** The member's language when they acted: answers and error texts come back in it. */
  locale?: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
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
  entries: { key: string; value: OutboxEntry; indexes: { byCreatedAt: number } };
  failed: { key: string; value: FailedEntry };
  reports: { key: string; value: FlushReport };
  session: { key: 'current'; value: MirroredSession };
}

export const OUTBOX_DB = 'chispa-outbox';
const VERSION = 2;

let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null;

/** The outbox database, shared by the page and the service worker. */
export function outboxDb(): Promise<IDBPDatabase<OutboxSchema>> {
  opening ??= openDB<OutboxSchema>(OUTBOX_DB, VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        const entries = db.createObjectStore('entries', { keyPath: 'id' });
        entries.createIndex('byCreatedAt', 'createdAt');
      }
      if (oldVersion < 2) {
        db.createObjectStore('failed', { keyPath: 'id' });
        db.createObjectStore('reports', { keyPath: 'id' });
        db.createObjectStore('session');
      }
    },
    // Another tab or a new service worker wants a newer schema: let it.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

/** For tests: forget the open connection (fake-indexeddb is reset between them). */
export async function closeOutboxDb() {
  const db = await opening;
  db?.close();
  opening = null;
}
