import type { OutboxEntry, OutboxKind } from './outbox-db';
import { addEntry, listEntriesOf, removeEntry, updateEntry } from './outbox-store';
import { withFlushLock } from './flush-lock';
import { sendEntry, type Answer } from './outbox-requests';

export type Credentials = { userId: number; token: string } | null;

export type FlushDeps = {
  credentials: () => Credentials;
  /** A fresh access token, or null when the session is gone. */
  refresh: () => Promise<string | null>;
  onTokenRefreshed?: (token: string) => void;
  send?: (entry: OutboxEntry, token: string) => Promise<Answer>;
  now?: () => number;
};

export type FlushResult =
  | { outcome: 'sent'; entry: OutboxEntry; status: number; body: unknown }
  | { outcome: 'rejected'; entry: OutboxEntry; status: number; code: string | undefined };

const MAX_BACKOFF_MS = 5 * 60 * 1000;
/** Wait before the next try: 2 s, 4 s, 8 s… up to 5 minutes. */
export const backoff = (attempts: number) => Math.min(MAX_BACKOFF_MS, 2000 * 2 ** (attempts - 1));

let lastCreatedAt = 0;

/** Stores a write for the member; it is sent by the next flush (which the caller asks for). */
export async function enqueue(
  kind: OutboxKind,
  payload: Record<string, unknown>,
  userId: number,
  { meta, now = Date.now() }: { meta?: Record<string, unknown>; now?: number } = {},
): Promise<OutboxEntry> {
  // Strictly increasing, so two actions in one millisecond keep their order.
  lastCreatedAt = Math.max(now, lastCreatedAt + 1);
  const entry: OutboxEntry = { id: crypto.randomUUID(), kind, payload, meta, userId, createdAt: lastCreatedAt, attempts: 0, nextAttemptAt: 0 };
  await addEntry(entry);
  return entry;
}

const isRetryable = (answer: Answer | null) => answer === null || answer.status >= 500 || answer.status === 408 || answer.status === 429;

const errorCode = (body: unknown): string | undefined => {
  const code = (body as { error?: { details?: { code?: unknown } } } | null)?.error?.details?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * Sends the signed-in member's entries, oldest first, until one cannot go yet. Other members'
 * entries are never sent. Answers what happened to each entry, or null if another flush was running.
 */
export function flush(deps: FlushDeps): Promise<FlushResult[] | null> {
  const send = deps.send ?? sendEntry;
  const now = deps.now ?? Date.now;

  const attempt = async (entry: OutboxEntry, token: string): Promise<Answer | null> => {
    try {
      return await send(entry, token);
    } catch {
      return null; // offline, or the server is unreachable
    }
  };

  return withFlushLock(async () => {
    const results: FlushResult[] = [];
    for (;;) {
      const credentials = deps.credentials();
      if (!credentials) break;
      const [entry] = await listEntriesOf(credentials.userId);
      if (!entry || entry.nextAttemptAt > now()) break;

      let answer = await attempt(entry, credentials.token);
      if (answer?.status === 401) {
        const token = await deps.refresh();
        if (!token) break; // kept until this member signs in again
        deps.onTokenRefreshed?.(token);
        answer = await attempt(entry, token);
        if (answer?.status === 401) break;
      }

      if (isRetryable(answer)) {
        const attempts = entry.attempts + 1;
        await updateEntry({ ...entry, attempts, nextAttemptAt: now() + backoff(attempts), lastError: answer ? `HTTP ${answer.status}` : 'offline' });
        break;
      }
      await removeEntry(entry.id);
      results.push(
        answer!.status < 300
          ? { outcome: 'sent', entry, status: answer!.status, body: answer!.body }
          : { outcome: 'rejected', entry, status: answer!.status, code: errorCode(answer!.body) },
      );
    }
    return results;
  });
}
