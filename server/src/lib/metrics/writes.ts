import { refusalAnswer } from '../errors';
import { outboxBatchSize, writes, type WriteKind } from './counters';

// An error code as lib/errors.ts writes them (`vote.alreadyVoted`): anything else is not a label.
const CODE = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

/** The code a refusal carries, as a label: its `details.code`, or `http.<status>` when it has none. */
export function refusalCode(status: number, details: unknown): string {
  const code = typeof details === 'object' && details !== null ? (details as { code?: unknown }).code : undefined;
  return typeof code === 'string' && CODE.test(code) ? code : `http.${status}`;
}

/**
 * Runs a member's write and counts it by kind: `fresh` when it was written now, `replayed` when its
 * key was already taken (the same write sent again: the outbox's retry), `refused` with the refusal's
 * code. A failure of the server (5xx) is no refusal and is not counted here (the HTTP figures show it).
 */
export async function countedWrite<T>(kind: WriteKind, write: () => Promise<T>, replayed: (result: T) => boolean): Promise<T> {
  let result: T;
  try {
    result = await write();
  } catch (error) {
    const refused = refusalAnswer(error);
    if (refused) writes.inc({ kind, outcome: 'refused', code: refusalCode(refused.status, refused.body.error.details) });
    throw error;
  }
  writes.inc({ kind, outcome: replayed(result) ? 'replayed' : 'fresh', code: 'none' });
  return result;
}

/** A batch of writes the outbox replays at once, by its size. */
export const observeBatch = (size: number) => outboxBatchSize.observe(size);
