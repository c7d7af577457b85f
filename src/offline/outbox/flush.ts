import type { FlushResult, OutboxEntry, OutboxKind } from './db';
import { addEntry, listEntriesOf, settleEntry, updateEntry } from './store';
import { withFlushLock } from './flush-lock';
import { sendEntry, type Answer } from './send-entry';
import type { RefreshOutcome } from './token-refresh';

export type Credentials = { userId: number; token: string; xsrf?: string } | null;

export type FlushDeps = {
  /** Who is signed in here and their access token (the page reads its session; the worker, the mirror). */
  credentials: () => Credentials | Promise<Credentials>;
  /** A fresh access token, or null when the session is gone. */
  refresh: () => Promise<RefreshOutcome>;
  onTokenRefreshed?: (token: string) => void;
  /** The session could not be renewed, or the server refused it (403): the entries wait for a new login. */
  onSessionRefused?: () => void;
  send?: (entry: OutboxEntry, token: string, xsrf?: string) => Promise<Answer>;
  /**
   * The trigger says the network may be back (the online event, Background Sync, a start, a new
   * action): try the first entry even if its backoff is not over. Timers leave this off.
   */
  force?: boolean;
  now?: () => number;
};

export type { FlushResult };

const MAX_BACKOFF_MS = 5 * 60 * 1000;
/** Wait before the next try: 2 s, 4 s, 8 s… up to 5 minutes. */
export const backoff = (attempts: number) => Math.min(MAX_BACKOFF_MS, 2000 * 2 ** (attempts - 1));

let lastCreatedAt = 0;

/** Stores a write for the member; it is sent by the next flush (which the caller asks for). */
export async function enqueue(
  kind: OutboxKind,
  payload: Record<string, unknown>,
  userId: number,
  { meta, locale, now = Date.now() }: { meta?: Record<string, unknown>; locale?: string; now?: number } = {},
): Promise<OutboxEntry> {
  // Strictly increasing, so two actions in one millisecond keep their order.
  lastCreatedAt = Math.max(now, lastCreatedAt + 1);
  const entry: OutboxEntry = { id: crypto.randomUUID(), kind, payload, meta, userId, locale, createdAt: lastCreatedAt, attempts: 0, nextAttemptAt: 0 };
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

  const attempt = async (entry: OutboxEntry, token: string, xsrf: string | undefined): Promise<Answer | null> => {
    try {
      return await send(entry, token, xsrf);
    } catch {
      return null; // offline, or the server is unreachable
    }
  };

  return withFlushLock(async () => {
    const results: FlushResult[] = [];
    for (;;) {
      const credentials = await deps.credentials();
      if (!credentials) break;
      const [entry] = await listEntriesOf(credentials.userId);
      if (!entry || (!deps.force && entry.nextAttemptAt > now())) break;

      let answer = await attempt(entry, credentials.token, credentials.xsrf);
      if (answer?.status === 401) {
        const outcome = await deps.refresh();
        if (outcome.kind === 'renewed') {
          deps.onTokenRefreshed?.(outcome.token);
          answer = await attempt(entry, outcome.token, credentials.xsrf);
        } else if (outcome.kind === 'unreachable') answer = null;
      }
      // Spec §6: 401 or 403 is an authentication failure. The entry is kept for this member's next login.
      if (answer === null ? false : answer.status === 401 || answer.status === 403) {
        deps.onSessionRefused?.();
        break;
      }

      if (isRetryable(answer)) {
        const attempts = entry.attempts + 1;
        await updateEntry({ ...entry, attempts, nextAttemptAt: now() + backoff(attempts), lastError: answer ? `HTTP ${answer.status}` : 'offline' });
        break;
      }
      const { status, body } = answer!;
      const result: FlushResult =
        status < 300 ? { outcome: 'sent', entry, status, body } : { outcome: 'rejected', entry, status, code: errorCode(body) };
      const failed = result.outcome === 'rejected' ? { ...entry, status, code: result.code, failedAt: now() } : undefined;
      await settleEntry(entry.id, { id: entry.id, userId: entry.userId, result }, failed);
      results.push(result);
    }
    return results;
  });
}
