import { outboxDb, type OutboxEntry } from './outbox-db';

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

export async function removeEntriesOf(userId: number): Promise<void> {
  const db = await outboxDb();
  const tx = db.transaction('entries', 'readwrite');
  for (const entry of await tx.store.getAll()) if (entry.userId === userId) await tx.store.delete(entry.id);
  await tx.done;
}
