import type { FlushResult, OutboxEntry } from './db';
import { addEntry, listEntriesOf, updateEntry } from './store';
import { settlementWriter } from './settlement-writer';
import { withFlushLock } from './flush-lock';
import { sendEntry, type Delivery } from './send-entry';
import { BATCHED_KINDS, MAX_BATCH, sendBatch, type BatchDelivery } from './send-batch';
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
  /** Many draw entries in one request (send-batch.ts). */
  sendBatch?: (entries: OutboxEntry[], token: string, xsrf?: string) => Promise<BatchDelivery>;
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

/** How many independent entries are on the wire at once: a queue drains in a fraction of the time. */
export const CONCURRENCY = 4;

type Tracked = { entry: KindData; done: Promise<void>; settled: boolean };
/** Draw entries gathered into one batch, sent together when it is full or something else comes. */
type Gathering = { entries: OutboxEntry[]; tracked: Tracked[]; done: Promise<void>; sent: () => void };

function gathering(): Gathering {
  let sent = () => {};
  const done = new Promise<void>((resolve) => {
    sent = resolve;
  });
  return { entries: [], tracked: [], done, sent };
}

/**
 * Sends the signed-in member's entries in the order they acted, up to CONCURRENCY requests at once;
 * draw entries that are ready go MAX_BATCH to a request (send-batch.ts), each still answered,
 * refused and settled on its own. An entry
 * that depends on earlier ones (a draw entry on earlier votes) waits for them to finish and is held
 * back when one of them could not go (its try failed, or its backoff is not over); independent
 * entries go on. Two network failures in a row stop new sends. Other members' entries are never
 * sent. Settled entries leave the queue in batches (settlement-writer.ts). Answers what happened to
 * each settled entry, or null if another flush was running (in this tab, another one, or the service worker).
 */
export function flush(deps: FlushDeps): Promise<FlushResult[] | null> {
  const send = deps.send ?? sendEntry;
  const now = deps.now ?? Date.now;

  return withFlushLock(async () => {
    const results: FlushResult[] = [];
    const credentials = await deps.credentials();
    if (!credentials) return results;
    let token = credentials.token;
    let renewing: Promise<RefreshOutcome> | null = null;
    const startedAt = now();
    let failuresInARow = 0;
    let stopped = false;

    /** One refresh per flush, shared by every entry that met an expired token. */
    const renew = (staleToken: string): Promise<RefreshOutcome> => {
      if (staleToken !== token) return Promise.resolve({ kind: 'renewed', token });
      renewing ??= deps.refresh().then((outcome) => {
        if (outcome.kind === 'renewed') {
          token = outcome.token;
          deps.onTokenRefreshed?.(token);
        }
        return outcome;
      });
      return renewing;
    };

    const settlements = settlementWriter();
    const settle = (entry: OutboxEntry, result: FlushResult) => {
      const failed = result.outcome === 'rejected' ? { ...entry, status: result.status, code: result.code, failedAt: now() } : undefined;
      settlements.add({ id: entry.id, report: { id: entry.id, userId: entry.userId, result }, failed });
      results.push(result);
    };

    /** Records what one try of an entry proved; true when it left the queue. */
    const record = async (entry: OutboxEntry, delivery: Delivery, { countFailure = true } = {}): Promise<boolean> => {
      if (delivery.kind === 'auth') {
        if (!stopped) deps.onSessionRefused?.();
        stopped = true;
        return false;
      }
      if (delivery.kind === 'retry') {
        const attempts = entry.attempts + 1;
        await updateEntry({ ...entry, attempts, nextAttemptAt: now() + backoff(attempts), lastError: delivery.reason });
        if (countFailure && ++failuresInARow >= FAILURES_BEFORE_STOPPING) stopped = true;
        return false;
      }
      failuresInARow = 0;
      settle(
        entry,
        delivery.kind === 'delivered'
          ? { outcome: 'sent', entry, status: delivery.status, body: delivery.body }
          : { outcome: 'rejected', entry, status: delivery.status, code: delivery.code },
      );
      return true;
    };

    /** Sends one entry, renewing an expired token once; true when it left the queue. */
    const deliver = async (entry: OutboxEntry): Promise<boolean> => {
      const sentWith = token;
      let delivery = await send(entry, sentWith, credentials.xsrf);
      if (delivery.kind === 'auth' && delivery.status === 401) {
        const outcome = await renew(sentWith);
        if (outcome.kind === 'renewed') delivery = await send(entry, outcome.token, credentials.xsrf);
        else if (outcome.kind === 'unreachable') delivery = { kind: 'retry', reason: 'offline' };
      }
      return record(entry, delivery);
    };

    /** Sends draw entries together (one alone goes as itself); answers, in order, which left the queue. */
    const deliverTogether = async (entries: OutboxEntry[]): Promise<boolean[]> => {
      if (entries.length === 1) return [await deliver(entries[0]!)];
      const sentWith = token;
      let batch = await (deps.sendBatch ?? sendBatch)(entries, sentWith, credentials.xsrf);
      if (batch.kind === 'all' && batch.delivery.kind === 'auth' && batch.delivery.status === 401) {
        const outcome = await renew(sentWith);
        if (outcome.kind === 'renewed') batch = await (deps.sendBatch ?? sendBatch)(entries, outcome.token, credentials.xsrf);
        else if (outcome.kind === 'unreachable') batch = { kind: 'all', delivery: { kind: 'retry', reason: 'offline' } };
      }
      if (batch.kind === 'oneByOne') {
        const settled: boolean[] = [];
        for (const entry of entries) settled.push(!stopped && (await deliver(entry)));
        return settled;
      }
      if (batch.kind === 'each') return Promise.all(entries.map((entry, i) => record(entry, batch.deliveries[i]!)));
      const { delivery } = batch;
      const settled = await Promise.all(entries.map((entry) => record(entry, delivery, { countFailure: false })));
      // A batch that did not get through is one failure, however many entries it held.
      if (delivery.kind === 'retry' && ++failuresInARow >= FAILURES_BEFORE_STOPPING) stopped = true;
      return settled;
    };

    const onTheWire = new Set<Promise<void>>();
    const whenAWireIsFree = async () => {
      while (onTheWire.size >= CONCURRENCY) await Promise.race(onTheWire);
    };
    let gathered: Gathering | null = null;
    /** Sends the draw entries gathered so far, when a request may start. */
    const sendGathered = async () => {
      const batch = gathered;
      if (!batch) return;
      gathered = null;
      await whenAWireIsFree();
      const done: Promise<void> = (stopped ? Promise.resolve(batch.entries.map(() => false)) : deliverTogether(batch.entries)).then((settled) => {
        settled.forEach((left, i) => (batch.tracked[i]!.settled = left));
        onTheWire.delete(done);
        batch.sent();
      });
      onTheWire.add(done);
    };

    const earlier: Tracked[] = [];
    for (const stored of await listEntriesOf(credentials.userId)) {
      if (stopped || now() - startedAt > (deps.budgetMs ?? FLUSH_BUDGET_MS)) break;
      const data = readKindData(stored);
      if (!data) {
        settle(stored, { outcome: 'rejected', entry: stored, status: 0, code: UNREADABLE });
        continue;
      }
      const entry: OutboxEntry = { ...stored, ...data } as OutboxEntry;
      const waits = kindSpec(entry.kind).waitsFor;
      const before = earlier.filter((tracked) => waits(tracked.entry));
      if (gathered && before.some((tracked) => gathered!.tracked.includes(tracked))) await sendGathered();
      await Promise.all(before.map((tracked) => tracked.done));
      if (stopped) break;
      if (before.some((tracked) => !tracked.settled) || (!deps.force && entry.nextAttemptAt > now())) {
        earlier.push({ entry, done: Promise.resolve(), settled: false });
        continue;
      }
      if (BATCHED_KINDS.has(entry.kind)) {
        gathered ??= gathering();
        const tracked: Tracked = { entry, done: gathered.done, settled: false };
        gathered.entries.push(entry);
        gathered.tracked.push(tracked);
        earlier.push(tracked);
        if (gathered.entries.length >= MAX_BATCH) await sendGathered();
        continue;
      }
      // What was gathered goes first: entries leave in the order the member acted.
      if (gathered) await sendGathered();
      await whenAWireIsFree();
      if (stopped) break;
      const tracked: Tracked = { entry, done: Promise.resolve(), settled: false };
      const done: Promise<void> = deliver(entry).then((settled) => {
        tracked.settled = settled;
        onTheWire.delete(done);
      });
      tracked.done = done;
      onTheWire.add(done);
      earlier.push(tracked);
    }
    await sendGathered();
    await Promise.all(onTheWire);
    await settlements.drained();
    return results.sort((a, b) => a.entry.createdAt - b.entry.createdAt);
  });
}
