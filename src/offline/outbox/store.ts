import { outboxDb, type FailedEntry, type FlushReport, type MirroredSession, type OutboxEntry } from './db';

/** Entries oldest first: the order members acted in (a vote before the participation it allows). */
export async function listEntries(): Promise<OutboxEntry[]> {
  return (await outboxDb()).getAllFromIndex('entries', 'byCreatedAt');
}

export async function listEntriesOf(userId: number): Promise<OutboxEntry[]> {
  return (await listEntries()).filter((entry) => entry.userId === userId);
}

export async function addEntry(entry: OutboxEntry): Promise<void> {
  await (await outboxDb()).add('entries', entry);
}

export async function updateEntry(entry: OutboxEntry): Promise<void> {
  await (await outboxDb()).put('entries', entry);
}

export async function removeEntry(id: string): Promise<void> {
  await (await outboxDb()).delete('entries', id);
}

/** One transaction: the entry leaves the queue and its result waits for a page to show it. */
export async function settleEntry(id: string, report: FlushReport, failed?: FailedEntry): Promise<void> {
  const db = await outboxDb();
  const tx = db.transaction(['entries', 'reports', 'failed'], 'readwrite');
  await tx.objectStore('entries').delete(id);
  await tx.objectStore('reports').put(report);
  if (failed) await tx.objectStore('failed').put(failed);
  await tx.done;
}

/** Takes the member's unshown results, so that only one open tab shows each of them. */
export async function takeReportsOf(userId: number): Promise<FlushReport[]> {
  const db = await outboxDb();
  const tx = db.transaction('reports', 'readwrite');
  const mine = (await tx.store.getAll()).filter((report) => report.userId === userId);
  for (const report of mine) await tx.store.delete(report.id);
  await tx.done;
  return mine.sort((a, b) => a.result.entry.createdAt - b.result.entry.createdAt);
}

export async function listFailedOf(userId: number): Promise<FailedEntry[]> {
  return (await (await outboxDb()).getAll('failed')).filter((entry) => entry.userId === userId).sort((a, b) => a.failedAt - b.failedAt);
}

export async function dismissFailed(id: string): Promise<void> {
  await (await outboxDb()).delete('failed', id);
}

/** Everything the member left on this device: waiting and failed writes and unshown results. */
export async function removeEntriesOf(userId: number): Promise<void> {
  const db = await outboxDb();
  const tx = db.transaction(['entries', 'failed', 'reports'], 'readwrite');
  for (const name of ['entries', 'failed', 'reports'] as const) {
    const store = tx.objectStore(name);
    for (const item of await store.getAll()) if (item.userId === userId) await store.delete(item.id);
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
