import type { FlushResult, OutboxEntry } from './db';
import { listEntriesOf } from './store';
import { addEntry } from './sending-store';
import { withFlushLock } from './flush-lock';
import { sendEntry } from './send-entry';
import { sendBatch } from './send-batch';
import type { KindData } from './entry-schemas';
import type { RefreshOutcome } from './token-refresh';
import { plan } from './plan';
import { execute } from './executor';
import { recorder } from './recorder';
import { renewal } from './renewal';
import { attempts, type SendMany, type SendOne } from './attempt';

type Credentials = { userId: number; token: string; xsrf?: string } | null;

export type FlushDeps = {
  /** Who is signed in here and their access token (the page reads its session; the worker, the mirror). */
  credentials: () => Credentials | Promise<Credentials>;
  /** A fresh access token; only `refused` means the session is over. */
  refresh: () => Promise<RefreshOutcome>;
  onTokenRefreshed?: (token: string) => void;
  /** The server refused the session: the entries wait for the member's next login. */
  onSessionRefused?: () => void;
  send?: SendOne;
  /** Many draw entries in one request (send-batch.ts). */
  sendBatch?: SendMany;
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
export { whenFlushLockFree } from './flush-lock';
export { backoff } from './recorder';

const FLUSH_BUDGET_MS = 60_000;
/** How many independent entries are on the wire at once: a queue drains in a fraction of the time. */
export const CONCURRENCY = 4;

let lastCreatedAt = 0;

/** Stores a write for the member; it is sent by the next flush (which the caller asks for). */
export async function enqueue(data: KindData, userId: number, { locale, now = Date.now() }: { locale?: string; now?: number } = {}): Promise<OutboxEntry> {
  // Strictly increasing, so two actions in one millisecond keep their order.
  lastCreatedAt = Math.max(now, lastCreatedAt + 1);
  const entry: OutboxEntry = { ...data, id: crypto.randomUUID(), userId, locale, createdAt: lastCreatedAt, attempts: 0, nextAttemptAt: 0 };
  await addEntry(entry);
  return entry;
}

/** Null when another flush was running (in this tab, another one, or the service worker): entries are never sent twice at once. */
export function flush(deps: FlushDeps): Promise<FlushResult[] | null> {
  const now = deps.now ?? Date.now;
  return withFlushLock(async () => {
    const credentials = await deps.credentials();
    if (!credentials) return [];
    const startedAt = now();
    const record = recorder({ now, onSessionRefused: deps.onSessionRefused });
    const send = attempts({
      xsrf: credentials.xsrf,
      renewal: renewal(credentials.token, deps.refresh, deps.onTokenRefreshed),
      recorder: record,
      send: deps.send ?? sendEntry,
      sendBatch: deps.sendBatch ?? sendBatch,
    });
    const entries = await listEntriesOf(credentials.userId);
    const budget = deps.budgetMs ?? FLUSH_BUDGET_MS;
    await execute(
      plan(entries, now(), { force: deps.force }),
      { send, unreadable: record.unreadable, stopped: record.stopped, mayStart: () => !record.stopped() && now() - startedAt <= budget },
      CONCURRENCY,
    );
    return record.results();
  });
}
