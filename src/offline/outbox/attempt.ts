import type { OutboxEntry } from './db';
import type { Delivery } from './send-entry';
import type { BatchDelivery } from './send-batch';
import type { Recorder } from './recorder';
import type { Renewal } from './renewal';

export type SendOne = (entry: OutboxEntry, token: string, xsrf?: string) => Promise<Delivery>;
export type SendMany = (entries: OutboxEntry[], token: string, xsrf?: string) => Promise<BatchDelivery>;

const OFFLINE: Delivery = { kind: 'retry', reason: 'offline' };
const expired = (delivery: Delivery) => delivery.kind === 'auth' && delivery.status === 401;

type Deps = { xsrf?: string; renewal: Renewal; recorder: Recorder; send: SendOne; sendBatch: SendMany };

export function attempts({ xsrf, renewal, recorder, send, sendBatch }: Deps): (entries: OutboxEntry[]) => Promise<boolean[]> {
  const one = async (entry: OutboxEntry) => recorder.record(entry, await renewal.send((token) => send(entry, token, xsrf), expired, OFFLINE));

  const together = async (entries: OutboxEntry[]): Promise<boolean[]> => {
    const batch = await renewal.send(
      (token) => sendBatch(entries, token, xsrf),
      (answer) => answer.kind === 'all' && expired(answer.delivery),
      { kind: 'all', delivery: OFFLINE },
    );
    if (batch.kind === 'oneByOne') {
      const settled: boolean[] = [];
      for (const entry of entries) settled.push(!recorder.stopped() && (await one(entry)));
      return settled;
    }
    if (batch.kind === 'each') return Promise.all(entries.map((entry, i) => recorder.record(entry, batch.deliveries[i]!)));
    const settled = await Promise.all(entries.map((entry) => recorder.record(entry, batch.delivery, { countFailure: false })));
    // A batch that did not get through is one failure, however many entries it held.
    if (batch.delivery.kind === 'retry') recorder.failed();
    return settled;
  };

  return (entries) => (entries.length === 1 ? one(entries[0]!).then((left) => [left]) : together(entries));
}
