import { outboxDb, type FailedEntry, type FlushReport, type MirroredSession, type OutboxEntry } from './db';

/**
 * The outbox's reads and the page's own changes (due now, results taken, refusals dismissed, the
 * mirrored session). What the sending code writes is in `sending-store.ts`, read with it.
 */

/** The member's waiting entries' key range in the `byMember` index ([userId, createdAt]). */
export const ofMember = (userId: number) => IDBKeyRange.bound([userId, -Infinity], [userId, Infinity]);

/** The member's entries in the order they acted (a vote before the draw entry it allows). */
export async function listEntriesOf(userId: number): Promise<OutboxEntry[]> {
  return (await outboxDb()).getAllFromIndex('entries', 'byMember', ofMember(userId));
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

export async function readMirroredSession(): Promise<MirroredSession | null> {
  return (await (await outboxDb()).get('session', 'current')) ?? null;
}

export async function writeMirroredSession(session: MirroredSession | null): Promise<void> {
  const db = await outboxDb();
  if (session) await db.put('session', session, 'current');
  else await db.delete('session', 'current');
}
