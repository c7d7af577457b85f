import { createHmac, randomBytes } from 'node:crypto';
import { apiClient } from './client';
import { TEST_WEBHOOK_SECRET } from './webhook-secret';

const seconds = () => Math.floor(Date.now() / 1000);
export const eventId = () => `evt_test_${randomBytes(12).toString('hex')}`;

/** Stripe's signature header: `t=<time>,v1=<HMAC-SHA256 of "time.payload">` (its webhook signing scheme). */
export function signature(payload: string, secret = TEST_WEBHOOK_SECRET, at = seconds()) {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex')}`;
}

export type TestEvent = { id: string; type: string; created: number; data: { object: Record<string, unknown> } };

export const stripeEvent = (type: string, object: Record<string, unknown>, created = seconds()): TestEvent => ({ id: eventId(), type, created, data: { object } });

/** Posts an event to the webhook, signed with `secret` (the test server's unless said). */
export function sendEvent(event: TestEvent, { secret = TEST_WEBHOOK_SECRET, signed = true } = {}) {
  const payload = JSON.stringify(event);
  return apiClient().call('/api/payments/stripe/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'Content-Type': 'application/json', ...(signed ? { 'Stripe-Signature': signature(payload, secret) } : {}) },
  });
}

const period = (start: number, end: number) => ({ lines: { data: [{ period: { start, end } }] } });

/** Stripe's objects, in the API version the server's stripe package speaks (basil). */
export const stripeObjects = {
  session: (sessionId: string, reference: string, subscription: string | null = null) => ({
    id: sessionId,
    object: 'checkout.session',
    client_reference_id: reference,
    metadata: { reference },
    subscription,
  }),
  invoice: (subscription: string, reference: string, start: number, end: number) => ({
    id: `in_test_${randomBytes(8).toString('hex')}`,
    object: 'invoice',
    parent: { type: 'subscription_details', subscription_details: { subscription, metadata: { reference } } },
    ...period(start, end),
  }),
  subscription: (id: string, reference: string, fields: { status: string; cancel_at_period_end?: boolean; current_period_end?: number; ended_at?: number }) => ({
    id,
    object: 'subscription',
    status: fields.status,
    cancel_at_period_end: fields.cancel_at_period_end ?? false,
    metadata: { reference },
    ...(fields.ended_at ? { ended_at: fields.ended_at } : {}),
    items: { data: [{ current_period_end: fields.current_period_end ?? seconds() + 30 * 86_400 }] },
  }),
};
