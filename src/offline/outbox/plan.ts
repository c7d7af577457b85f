import type { OutboxEntry } from './db';
import { kindSpec } from './entry-kinds';
import { readKindData } from './entry-schemas';
import { BATCHED_KINDS, MAX_BATCH } from './send-batch';

export type Planned = { entry: OutboxEntry; after: string[] };

export type Step =
  | { kind: 'send'; entries: Planned[] }
  | { kind: 'unreadable'; entry: OutboxEntry };

export type Waiting = { entry: OutboxEntry; reason: 'backoff' | 'dependency' };

export type Plan = { steps: Step[]; waiting: Waiting[] };

const waitsForOneOf = (planned: Planned, batch: Planned[]) => planned.after.some((id) => batch.some((other) => other.entry.id === id));

/**
 * Decided before anything is sent, so that what a flush will do can be read and tested without a
 * network or a clock. Holding an entry back behind one that was tried and did not go is the executor's.
 */
export function plan(entries: readonly OutboxEntry[], now: number, { force = false }: { force?: boolean } = {}): Plan {
  const steps: Step[] = [];
  const waiting: Waiting[] = [];
  const earlier: { entry: OutboxEntry; waits: boolean }[] = [];
  let gathering: Planned[] | null = null;

  for (const stored of [...entries].sort((a, b) => a.createdAt - b.createdAt)) {
    const data = readKindData(stored);
    if (!data) {
      steps.push({ kind: 'unreadable', entry: stored });
      continue;
    }
    const entry = { ...stored, ...data } as OutboxEntry;
    const waitsFor = kindSpec(entry.kind).waitsFor;
    const before = earlier.filter((other) => waitsFor(other.entry));
    // The trigger said the network may be back: a backoff is not waited out.
    const reason = !force && entry.nextAttemptAt > now ? 'backoff' : before.some((other) => other.waits) ? 'dependency' : null;
    earlier.push({ entry, waits: reason !== null });
    if (reason) {
      waiting.push({ entry, reason });
      continue;
    }
    const planned: Planned = { entry, after: before.map((other) => other.entry.id) };
    if (!BATCHED_KINDS.has(entry.kind)) {
      // What was gathered goes first: entries leave in the order the member acted.
      gathering = null;
      steps.push({ kind: 'send', entries: [planned] });
      continue;
    }
    let batch: Planned[] | null = gathering;
    if (!batch || batch.length >= MAX_BATCH || waitsForOneOf(planned, batch)) {
      batch = gathering = [];
      steps.push({ kind: 'send', entries: batch });
    }
    batch.push(planned);
  }
  return { steps, waiting };
}
