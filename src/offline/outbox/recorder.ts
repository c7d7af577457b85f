import type { FlushResult, OutboxEntry } from './db';
import type { Delivery } from './send-entry';
import { updateEntry } from './sending-store';
import { settlementWriter } from './settlement-writer';

const MAX_BACKOFF_MS = 60 * 1000;
/** Wait before the next try: 2 s, 4 s, 8 s… up to a minute (a member on a train gets on quickly). */
export const backoff = (attempts: number) => Math.min(MAX_BACKOFF_MS, 2000 * 2 ** (attempts - 1));
/** Two network failures in a row: the network is down, the rest would fail the same way. */
const FAILURES_BEFORE_STOPPING = 2;
const UNREADABLE = 'outbox.errors.unreadable';

export type Recorder = ReturnType<typeof recorder>;

export function recorder({ now, onSessionRefused }: { now: () => number; onSessionRefused?: () => void }) {
  const results: FlushResult[] = [];
  const settlements = settlementWriter();
  let failuresInARow = 0;
  let stopped = false;

  const settle = (entry: OutboxEntry, result: FlushResult) => {
    const failed = result.outcome === 'rejected' ? { ...entry, status: result.status, code: result.code, failedAt: now() } : undefined;
    settlements.add({ id: entry.id, report: { id: entry.id, userId: entry.userId, result }, failed });
    results.push(result);
  };
  const failed = () => {
    if (++failuresInARow >= FAILURES_BEFORE_STOPPING) stopped = true;
  };

  return {
    stopped: () => stopped,
    failed,
    // Refused rather than dropped: the member sees what could not be sent.
    unreadable: (entry: OutboxEntry) => settle(entry, { outcome: 'rejected', entry, status: 0, code: UNREADABLE }),
    async record(entry: OutboxEntry, delivery: Delivery, { countFailure = true } = {}): Promise<boolean> {
      if (delivery.kind === 'auth') {
        if (!stopped) onSessionRefused?.();
        stopped = true;
        return false;
      }
      if (delivery.kind === 'retry') {
        const attempts = entry.attempts + 1;
        await updateEntry({ ...entry, attempts, nextAttemptAt: now() + backoff(attempts), lastError: delivery.reason });
        if (countFailure) failed();
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
    },
    async results(): Promise<FlushResult[]> {
      await settlements.drained();
      return results.sort((a, b) => a.entry.createdAt - b.entry.createdAt);
    },
  };
}
