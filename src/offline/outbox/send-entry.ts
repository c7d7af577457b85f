import type { OutboxEntry, RetryReason } from './db';
import { kindSpec } from './entry-kinds';
import { isDeliveryProof, refusalCode, type KindData } from './entry-schemas';
import { deliver, type WireDelivery } from './delivery';
import { XSRF_HEADER } from './xsrf';

/** A write that has not been answered by then is given up and tried again later (it is idempotent). */
export const SEND_TIMEOUT_MS = 20_000;

/**
 * What one try of an entry proved. Only `delivered` (the server's record of it) and `refused` (the
 * server's own refusal, with its code) settle an entry; everything else is tried again.
 */
export type Delivery =
  | { kind: 'delivered'; status: number; body: unknown }
  | { kind: 'refused'; status: number; code: string | undefined }
  | { kind: 'auth'; status: number }
  | { kind: 'retry'; reason: RetryReason; status?: number };

/** Reads an answer that came from our server (JSON, not a gateway's 5xx). */
export function classifyAnswer(status: number, body: unknown): Delivery {
  if (status >= 200 && status < 300) return isDeliveryProof(body) ? { kind: 'delivered', status, body } : { kind: 'retry', reason: 'unproven', status };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'retry', reason: 'server', status };
  const refusal = refusalCode(status, body);
  if (!refusal) return { kind: 'retry', reason: 'unproven', status };
  // Spec §6: 401 or 403 is an authentication failure; the entry is kept for the member's next login.
  if (status === 401 || status === 403) return { kind: 'auth', status };
  return { kind: 'refused', status, code: refusal.code };
}

/** The request of an entry: its kind's path and body, the locale of the moment the member acted. */
function entryRequest(entry: KindData & { locale?: string }, origin: string) {
  const { path, body } = kindSpec(entry.kind).request(entry.payload, entry.locale);
  const url = new URL(`/api/${path}`, origin);
  if (entry.locale) url.searchParams.set('locale', entry.locale);
  return { url, body };
}

export function unanswered(delivery: Exclude<WireDelivery, { kind: 'answered' }>): Delivery {
  if (delivery.kind === 'not-ours') return { kind: 'retry', reason: delivery.status >= 500 ? 'server' : 'unproven', status: delivery.status };
  return { kind: 'retry', reason: delivery.kind === 'timeout' ? 'timeout' : 'offline' };
}

/**
 * Sends one entry with a bearer token; its id travels as the Idempotency-Key. Never throws: a
 * network failure, a request that does not answer within SEND_TIMEOUT_MS, a captive portal's page or
 * a redirect are all `retry`, and tell the connectivity state what happened (delivery.ts).
 */
export async function sendEntry(entry: OutboxEntry, token: string, xsrf?: string, origin = globalThis.location.origin): Promise<Delivery> {
  const { url, body } = entryRequest(entry, origin);
  const delivery = await deliver(
    url,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': entry.id,
        // When the member acted: the server tells them (by push) of a vote that arrives long after.
        'X-Chispa-Queued-At': String(entry.createdAt),
        ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}),
      },
      body: JSON.stringify(body),
      redirect: 'manual', // a portal's redirect is not followed, and proves nothing
      credentials: 'same-origin',
    },
    { deadlineMs: SEND_TIMEOUT_MS },
  );
  return delivery.kind === 'answered' ? classifyAnswer(delivery.response.status, delivery.body) : unanswered(delivery);
}
