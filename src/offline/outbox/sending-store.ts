import { outboxDb, type FailedEntry, type FlushReport, type OutboxEntry } from './db';
import { ofMember } from './store';

/**
 * The outbox store's writes that only the sending code (flush, recorder, settlements) and a member's
 * forgetting make: apart from `store.ts`, so that a visit with nothing to send does not read them.
 */

/** Every member's entries, oldest first. */
export async function listEntries(): Promise<OutboxEntry[]> {
  return (await outboxDb()).getAllFromIndex('entries', 'byCreatedAt');
}

export async function addEntry(entry: OutboxEntry): Promise<void> {
  await (await outboxDb()).add('entries', entry);
}

/** Records a failed try; an entry settled meanwhile (by another context) is not brought back. */
export async function updateEntry(entry: OutboxEntry): Promise<void> {
  const db = await outboxDb();
  const tx = db.transaction('entries', 'readwrite');
  if (await tx.store.getKey(entry.id)) await tx.store.put(entry);
  await tx.done;
}

export type Settlement = { id: string; report: FlushReport; failed?: FailedEntry };

/** One transaction for many entries: each leaves the queue and its result waits for a page to show it. */
export async function settleEntries(settlements: Settlement[]): Promise<void> {
  const db = await outboxDb();
  const tx = db.transaction(['entries', 'reports', 'failed'], 'readwrite');
  const writes: Promise<unknown>[] = [];
  for (const { id, report, failed } of settlements) {
    writes.push(tx.objectStore('entries').delete(id), tx.objectStore('reports').put(report));
    if (failed) writes.push(tx.objectStore('failed').put(failed));
  }
  await Promise.all([...writes, tx.done]);
}

export const settleEntry = (id: string, report: FlushReport, failed?: FailedEntry) => settleEntries([{ id, report, failed }]);

/** Everything the member left on this device: waiting and failed writes and unshown results. */
export async function removeEntriesOf(userId: number): Promise<void> {
  const db = await outboxDb();
  const tx = db.transaction(['entries', 'failed', 'reports'], 'readwrite');
  for (const key of await tx.objectStore('entries').index('byMember').getAllKeys(ofMember(userId))) await tx.objectStore('entries').delete(key);
  for (const name of ['failed', 'reports'] as const) {
    const store = tx.objectStore(name);
    for (const key of await store.index('byMember').getAllKeys(userId)) await store.delete(key);
  }
  await tx.done;
}
