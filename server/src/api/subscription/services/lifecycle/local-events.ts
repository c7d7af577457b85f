import { randomBytes } from 'node:crypto';
import type { ProviderEvent } from './stripe-objects';

/** The local checkout's billing period: a month of 30 days. */
export const LOCAL_PERIOD_S = 30 * 24 * 60 * 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;
const event = (type: string, object: Record<string, unknown>): ProviderEvent => ({ id: localId('evt'), type, created: nowSeconds(), data: { object } });

type Subscription = { subscriptionId: string; reference: string };

/**
 * The events Stripe sends, in Stripe's shapes (API basil), made by the local checkout so that
 * development and the tests go through the lifecycle a paying member goes through (lifecycle/apply.ts).
 */
export const localEvents = {
  newSubscriptionId: () => localId('sub'),
  checkoutCompleted: (sessionId: string, reference: string, subscriptionId: string | null) =>
    event('checkout.session.completed', { id: sessionId, object: 'checkout.session', client_reference_id: reference, metadata: { reference }, subscription: subscriptionId }),
  checkoutExpired: (sessionId: string, reference: string) =>
    event('checkout.session.expired', { id: sessionId, object: 'checkout.session', client_reference_id: reference, metadata: { reference }, status: 'expired' }),
  invoice: (type: 'invoice.paid' | 'invoice.payment_failed', { subscriptionId, reference }: Subscription, periodStart: number) =>
    event(type, {
      id: localId('in'),
      object: 'invoice',
      status: type === 'invoice.paid' ? 'paid' : 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: { reference } } },
      lines: { data: [{ period: { start: periodStart, end: periodStart + LOCAL_PERIOD_S } }] },
    }),
  subscriptionUpdated: ({ subscriptionId, reference }: Subscription, change: { status: string; cancelAtPeriodEnd: boolean; periodEnd: number }) =>
    event('customer.subscription.updated', {
      id: subscriptionId,
      object: 'subscription',
      status: change.status,
      cancel_at_period_end: change.cancelAtPeriodEnd,
      metadata: { reference },
      items: { data: [{ current_period_end: change.periodEnd }] },
    }),
  subscriptionDeleted: ({ subscriptionId, reference }: Subscription) =>
    event('customer.subscription.deleted', { id: subscriptionId, object: 'subscription', status: 'canceled', ended_at: nowSeconds(), metadata: { reference } }),
  nowSeconds,
};
