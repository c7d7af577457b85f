import type { FlushResult, OutboxEntry } from './db';
import { addEntry, listEntriesOf, settleEntry, updateEntry } from './store';
import { withFlushLock } from './flush-lock';
import { sendEntry, type Delivery } from './send-entry';
import { kindSpec, readKindData, type KindData } from './entry-kinds';
import type { RefreshOutcome } from './token-refresh';

type Credentials = { userId: number; token: string; xsrf?: string } | null;

export type FlushDeps = {
  /** Who is signed in here and their access token (the page reads its session; the worker, the mirror). */
  credentials: () => Credentials | Promise<Credentials>;
  /** A fresh access token; only `refused` means the session is over. */
  refresh: () => Promise<RefreshOutcome>;
  onTokenRefreshed?: (token: string) => void;
  /** The server refused the session: the entries wait for the member's next login. */
  onSessionRefused?: () => void;
  send?: (entry: OutboxEntry, token: string, xsrf?: string) => Promise<Delivery>;
  /**
   * The trigger says the network may be back (reconnection, Background Sync, a start, a new action,
   * "send now"): entries are tried even if their backoff is not over. Timers leave this off.
   */
  force?: boolean;
  now?: () => number;
  /** No new entry is started after this long, so that one flush never keeps the lock for long. */
  budgetMs?: number;
};

export type { FlushResult };

const MAX_BACKOFF_MS = 60 * 1000;
/** Wait before the next try: 2 s, 4 s, 8 s… up to a minute (a member on a train gets on quickly). */
export const backoff = (attempts: number) => Math.min(MAX_BACKOFF_MS, 2000 * 2 ** (attempts - 1));
const FLUSH_BUDGET_MS = 60_000;
/** Two network failures in a row: the network is down, the rest would fail the same way. */
const FAILURES_BEFORE_STOPPING = 2;

let lastCreatedAt = 0;

/** Stores a write for the member; it is sent by the next flush (which the caller asks for). */
export async function enqueue(data: KindData, userId: number, { locale, now = Date.now() }: { locale?: string; now?: number } = {}): Promise<OutboxEntry> {
  // Strictly increasing, so two actions in one millisecond keep their order.
  lastCreatedAt = Math.max(now, lastCreatedAt + 1);
  const entry: OutboxEntry = { ...data, id: crypto.randomUUID(), userId, locale, createdAt: lastCreatedAt, attempts: 0, nextAttemptAt: 0 };
  await addEntry(entry);
  return entry;
}

const UNREADABLE = 'outbox.errors.unreadable';

/**
 * Sends the signed-in member's entries in the order they acted. An entry that cannot go yet (its
 * try failed, or its backoff is not over) holds back the entries that wait for it (a draw entry
 * waits for earlier votes), not the others; two network failures in a row end the flush. Other
 * members' entries are never sent. Answers what happened to each settled entry, or null if another
 * flush was running (in this tab, another one, or the service worker).
 */
export function flush(deps: FlushDeps): Promise<FlushResult[] | null> {
  const send = deps.send ?? sendEntry;
  const now = deps.now ?? Date.now;

  return withFlushLock(async () => {
    const results: FlushResult[] = [];
    const credentials = await deps.credentials();
    if (!credentials) return results;
    let token = credentials.token;
    const startedAt = now();
    const heldBack: KindData[] = [];
    let failuresInARow = 0;

    const settle = async (entry: OutboxEntry, result: FlushResult) => {
      const failed = result.outcome === 'rejected' ? { ...entry, status: result.status, code: result.code, failedAt: now() } : undefined;
      await settleEntry(entry.id, { id: entry.id, userId: entry.userId, result }, failed);
      results.push(result);
    };

    for (const stored of await listEntriesOf(credentials.userId)) {
      if (now() - startedAt > (deps.budgetMs ?? FLUSH_BUDGET_MS)) break;
      const data = readKindData(stored);
      if (!data) {
        await settle(stored, { outcome: 'rejected', entry: stored, status: 0, code: UNREADABLE });
        continue;
      }
      const entry: OutboxEntry = { ...stored, ...data } as OutboxEntry;
      const waits = kindSpec(entry.kind).waitsFor;
      if (heldBack.some((earlier) => waits(earlier)) || (!deps.force && entry.nextAttemptAt > now())) {
        heldBack.push(entry);
        continue;
      }

      let delivery = await send(entry, token, credentials.xsrf);
      if (delivery.kind === 'auth' && delivery.status === 401) {
        const outcome = await deps.refresh();
        if (outcome.kind === 'renewed') {
          token = outcome.token;
          deps.onTokenRefreshed?.(token);
          delivery = await send(entry, token, credentials.xsrf);
        } else if (outcome.kind === 'unreachable') delivery = { kind: 'retry', reason: 'offline' };
      }
      if (delivery.kind === 'auth') {
        deps.onSessionRefused?.();
        break;
      }
      if (delivery.kind === 'retry') {
        const attempts = entry.attempts + 1;
        await updateEntry({ ...entry, attempts, nextAttemptAt: now() + backoff(attempts), lastError: delivery.reason });
        heldBack.push(entry);
        if (++failuresInARow >= FAILURES_BEFORE_STOPPING) break;
        continue;
      }
      failuresInARow = 0;
      await settle(
        entry,
        delivery.kind === 'delivered'
          ? { outcome: 'sent', entry, status: delivery.status, body: delivery.body }
          : { outcome: 'rejected', entry, status: delivery.status, code: delivery.code },
      );
    }
    return results;
  });
}
