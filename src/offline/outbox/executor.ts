import type { OutboxEntry } from './db';
import type { Plan, Planned } from './plan';

export type Runner = {
  /** Answers, in order, which entries left the queue. */
  send: (entries: OutboxEntry[]) => Promise<boolean[]>;
  unreadable: (entry: OutboxEntry) => void;
  mayStart: () => boolean;
  stopped: () => boolean;
};

/** A step waits for its dependencies before any later step starts, so entries leave in the order the member acted. */
export async function execute({ steps }: Plan, run: Runner, concurrency: number): Promise<void> {
  const left = new Map<string, Promise<boolean>>();
  const onTheWire = new Set<Promise<void>>();
  const mayGo = ({ after }: Planned) => Promise.all(after.map((id) => left.get(id) ?? false)).then((settled) => settled.every(Boolean));

  for (const step of steps) {
    if (!run.mayStart()) break;
    if (step.kind === 'unreadable') {
      run.unreadable(step.entry);
      continue;
    }
    // Not a tick lost where nothing is awaited: independent entries go out together.
    const waits = step.entries.some(({ after }) => after.length > 0);
    const go = waits ? await Promise.all(step.entries.map(mayGo)) : step.entries.map(() => true);
    if (run.stopped()) break;
    const going = step.entries.filter((_, i) => go[i]).map(({ entry }) => entry);
    for (const { entry } of step.entries.filter((_, i) => !go[i])) left.set(entry.id, Promise.resolve(false));
    if (going.length === 0) continue;
    while (onTheWire.size >= concurrency) await Promise.race(onTheWire);
    if (run.stopped()) break;
    const settled = run.send(going);
    // A send that throws fails the flush through `onTheWire`; those waiting on it are held back.
    going.forEach((entry, i) => left.set(entry.id, settled.then((each) => each[i] ?? false, () => false)));
    const done: Promise<void> = settled.then(() => void onTheWire.delete(done));
    onTheWire.add(done);
  }
  await Promise.all(onTheWire);
}
