import { outboxDb, type FailedEntry, type FlushReport, type MirroredSession, type OutboxEntry } from './db';

const ofMember = (userId: number) => IDBKeyRange.bound([userId, -Infinity], [userId, Infinity]);

/** Every member's entries, oldest first. */
export async function listEntries(): Promise<OutboxEntry[]> {
  return (await outboxDb()).getAllFromIndex('entries', 'byCreatedAt');
}

/** The member's entries in the order they acted (a vote before the draw entry it allows). */
export async function listEntriesOf(userId: number): Promise<OutboxEntry[]> {
  return (await outboxDb()).getAllFromIndex('entries', 'byMember', ofMember(userId));
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

/** Makes the member's entries due now: the network is back, or they asked to send now. */
export async function makeDue(userId: number): Promise<void> {
  const db = await outboxDb();
  const tx = db.transaction('entries', 'readwrite');
  for (const entry of await tx.store.index('byMember').getAll(ofMember(userId))) {
    if (entry.nextAttemptAt > 0) await tx.store.put({ ...entry, nextAttemptAt: 0 });
  }
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

/** Takes the member's unshown results, so that only one open tab shows each of them. */
export async function takeReportsOf(userId: number): Promise<FlushReport[]> {
  const db = await outboxDb();
  const tx = db.transaction('reports', 'readwrite');
  const mine = await tx.store.index('byMember').getAll(userId);
  for (const report of mine) await tx.store.delete(report.id);
  await tx.done;
  return mine.sort((a, b) => a.result.entry.createdAt - b.result.entry.createdAt);
}

export async function listFailedOf(userId: number): Promise<FailedEntry[]> {
  return (await (await outboxDb()).getAllFromIndex('failed', 'byMember', userId)).sort((a, b) => a.failedAt - b.failedAt);
}

export async function dismissFailed(id: string): Promise<void> {
  await (await outboxDb()).delete('failed', id);
}

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

export async function readMirroredSession(): Promise<MirroredSession | null> {
  return (await (await outboxDb()).get('session', 'current')) ?? null;
}

export async function writeMirroredSession(session: MirroredSession | null): Promise<void> {
  const db = await outboxDb();
  if (session) await db.put('session', session, 'current');
  else await db.delete('session', 'current');
}
