import { outboxDb, type FailedEntry } from './db';

/** The refusal a member can lift (by verifying): their action is kept, to go again once they have. */
export const HELD_FOR_VERIFICATION = 'verification.required';

/**
 * Puts refused actions back in the outbox, with their first id (the server's idempotency key: sent
 * twice, taken once), due now: the member verified, or asked to try again. Nothing else of theirs is
 * touched. Answers how many went back.
 */
export async function resendFailed(userId: number, which: (entry: FailedEntry) => boolean): Promise<number> {
  const db = await outboxDb();
  const tx = db.transaction(['failed', 'entries'], 'readwrite');
  const failed = (await tx.objectStore('failed').index('byMember').getAll(userId)).filter(which);
  for (const { status: _status, code: _code, failedAt: _at, ...entry } of failed) {
    await tx.objectStore('failed').delete(entry.id);
    await tx.objectStore('entries').put({ ...entry, attempts: 0, nextAttemptAt: 0, lastError: undefined });
  }
  await tx.done;
  return failed.length;
}
