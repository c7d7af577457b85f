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
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
};

interface OutboxSchema extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { byCreatedAt: number } };
}

export const OUTBOX_DB = 'chispa-outbox';
const VERSION = 1;

let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null;

/** The outbox database (shared by the page and, later, the service worker). */
export function outboxDb(): Promise<IDBPDatabase<OutboxSchema>> {
  opening ??= openDB<OutboxSchema>(OUTBOX_DB, VERSION, {
    upgrade(db) {
      const entries = db.createObjectStore('entries', { keyPath: 'id' });
      entries.createIndex('byCreatedAt', 'createdAt');
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
