import type { OutboxEntry } from './db';
import { kindSpec } from './entry-kinds';
import { deliver } from './delivery';
import { classifyAnswer, SEND_TIMEOUT_MS, unanswered, type Delivery } from './send-entry';
import { XSRF_HEADER } from './xsrf';

/** The kinds the server takes many of in one request (POST /api/participations/batch), and how many. */
export const BATCHED_KINDS = new Set(['participation']);
export const MAX_BATCH = 25;

/**
 * What one try of a batch proved: each entry's own answer (`each`, in order); one outcome for all
 * (`all`: the network failed, an answer that is not our server's, the session); or that the server
 * refused the batch itself (`oneByOne`: an older server without the route, a batch too big), when
 * the entries are sent on their own instead, so that a refusal of the batch never refuses an entry.
 */
export type BatchDelivery = { kind: 'each'; deliveries: Delivery[] } | { kind: 'all'; delivery: Delivery } | { kind: 'oneByOne' };

type Answer = { key?: unknown; status?: unknown; body?: unknown };

/**
 * Sends draw entries of one member in one request; each entry's id is its Idempotency-Key, each is
 * answered as its own request would be, and each answer is read (proof of delivery, refusal) as
 * sendEntry reads a single one. Never throws.
 */
export async function sendBatch(entries: OutboxEntry[], token: string, xsrf?: string, origin = globalThis.location.origin): Promise<BatchDelivery> {
  const body = {
    entries: entries.map((entry) => ({ key: entry.id, body: kindSpec(entry.kind).request(entry.payload, entry.locale).body })),
  };
  const delivery = await deliver(
    new URL('/api/participations/batch', origin),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}) },
      body: JSON.stringify(body),
      redirect: 'manual',
      credentials: 'same-origin',
    },
    { deadlineMs: SEND_TIMEOUT_MS },
  );
  if (delivery.kind !== 'answered') return { kind: 'all', delivery: unanswered(delivery) };
  const { response, body: json } = delivery;
  const answers = (json as { data?: unknown } | null)?.data;
  if (response.status === 200 && Array.isArray(answers)) {
    const matched = answers.length === entries.length && answers.every((answer: Answer, i) => answer?.key === entries[i]!.id && typeof answer.status === 'number');
    if (!matched) return { kind: 'all', delivery: { kind: 'retry', reason: 'unproven', status: response.status } };
    return { kind: 'each', deliveries: (answers as Answer[]).map((answer) => classifyAnswer(answer.status as number, answer.body)) };
  }
  const whole = classifyAnswer(response.status, json);
  return whole.kind === 'refused' ? { kind: 'oneByOne' } : { kind: 'all', delivery: whole.kind === 'delivered' ? { kind: 'retry', reason: 'unproven', status: response.status } : whole };
}
