import type { Core } from '@strapi/strapi';
import { inMemberTransaction } from '../../../../lib/strapi-internals';
import { refreshPremium } from '../../../../lib/premium';
import { invoiceReceipt } from '../sale/receipts';
import {
  customerOf,
  endedAt,
  invoicePeriodEnd,
  referenceOf,
  referenceOfInvoice,
  subscriptionIdOfInvoice,
  cancelAt,
  type ProviderEvent,
} from './stripe-objects';

const UID = 'api::subscription.subscription';

type Row = {
  id: number;
  state: string;
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
  currentPeriodEnd: string | null;
  providerStateAt: string | number | null;
  user: { id: number } | null;
};

/** States no later event brings back: the subscription has ended at the provider, or was never ours to keep. */
const FINAL = new Set(['cancelled', 'duplicate']);

/** Our recurring subscription an event speaks of: by the provider's id, else by the reference the checkout gave it. */
async function findRecurring(strapi: Core.Strapi, subscriptionId: string | null, reference: string | null): Promise<Row | null> {
  const rows = strapi.db.query(UID);
  const populate = { user: { select: ['id'] } };
  const byProvider = subscriptionId ? await rows.findOne({ where: { providerSubscriptionId: subscriptionId, type: 'recurring' }, populate }) : null;
  if (byProvider) return byProvider as Row;
  return reference ? ((await rows.findOne({ where: { documentId: reference, type: 'recurring' }, populate })) as Row | null) : null;
}

/** The later of the stored period end and `periodEnd`: events come in any order, and a period paid stays paid. */
const laterPeriodEnd = (stored: string | null, periodEnd: number | null) =>
  periodEnd !== null && (!stored || periodEnd > Date.parse(stored)) ? new Date(periodEnd) : undefined;

/** A cancellation date (`cancel_at`) before the period already paid ends: Premium ends then. */
const earlierCancellation = (stored: string | null, cancelAtMs: number | null) =>
  cancelAtMs !== null && stored && cancelAtMs < Date.parse(stored) ? new Date(cancelAtMs) : undefined;

/** Reads the row again inside the member's transaction, applies `change`, then sets the member's Premium from all they hold. */
async function update(strapi: Core.Strapi, found: Row, change: (current: Row) => Record<string, unknown> | null) {
  if (!found.user) return;
  await inMemberTransaction(strapi, found.user.id, async () => {
    const current = (await strapi.db.query(UID).findOne({ where: { id: found.id } })) as Row;
    const data = Object.fromEntries(Object.entries(change(current) ?? {}).filter(([, value]) => value !== undefined));
    if (Object.keys(data).length > 0) await strapi.db.query(UID).update({ where: { id: found.id }, data });
  });
  await refreshPremium(strapi, found.user.id);
}

/**
 * invoice.paid: the period it pays for is Premium; a subscription past due (or lapsed) is active
 * again; the payer is mailed its receipt (once per invoice: the first payment and each renewal).
 */
export async function invoicePaid(strapi: Core.Strapi, event: ProviderEvent) {
  const invoice = event.data.object;
  const subscriptionId = subscriptionIdOfInvoice(invoice);
  const found = await findRecurring(strapi, subscriptionId, referenceOfInvoice(invoice));
  if (!found) return;
  await update(strapi, found, (current) => {
    if (FINAL.has(current.state)) return null;
    return {
      providerSubscriptionId: current.providerSubscriptionId ?? subscriptionId,
      providerCustomerId: current.providerCustomerId ?? customerOf(invoice) ?? undefined,
      currentPeriodEnd: laterPeriodEnd(current.currentPeriodEnd, invoicePeriodEnd(invoice)),
      // A pending one waits for its checkout's completion, which activates it.
      ...(current.state === 'past_due' || current.state === 'expired' ? { state: 'active' } : {}),
    };
  });
  // After the payment is recorded: a mail server hiccup fails the event, whose retry mails it then.
  await invoiceReceipt(strapi, found.id, invoice);
}

/**
 * invoice.payment_failed: Premium ends, the period paid before having ended (a renewal is billed as
 * it ends). Not for a period already paid (the failure of an attempt its retry then paid, told late).
 */
export async function invoicePaymentFailed(strapi: Core.Strapi, event: ProviderEvent) {
  const invoice = event.data.object;
  const found = await findRecurring(strapi, subscriptionIdOfInvoice(invoice), referenceOfInvoice(invoice));
  if (!found) return;
  await update(strapi, found, (current) => {
    if (current.state !== 'active') return null;
    const billed = invoicePeriodEnd(invoice);
    if (billed !== null && current.currentPeriodEnd && Date.parse(current.currentPeriodEnd) >= billed) return null;
    return { state: 'past_due' };
  });
}

/** The state a provider's subscription status means here (undefined: leave it as it is). */
function stateFor(status: unknown, current: string): string | undefined {
  if (status === 'canceled' || status === 'incomplete_expired') return 'cancelled';
  if (status === 'past_due' || status === 'unpaid' || status === 'paused') return current === 'pending' ? undefined : 'past_due';
  if (status === 'active' || status === 'trialing') return current === 'past_due' || current === 'expired' ? 'active' : undefined;
  return undefined;
}

/**
 * customer.subscription.updated and .deleted: the provider's word on the subscription, applied only
 * if it is newer than the last one applied (events come in any order). Deleted is final.
 */
export async function subscriptionChanged(strapi: Core.Strapi, event: ProviderEvent) {
  const subscription = event.data.object;
  const subscriptionId = typeof subscription?.id === 'string' ? subscription.id : null;
  const found = await findRecurring(strapi, subscriptionId, referenceOf(subscription));
  if (!found) return;
  const deleted = event.type === 'customer.subscription.deleted';
  await update(strapi, found, (current) => {
    if (FINAL.has(current.state)) return null;
    if (!deleted && current.providerStateAt !== null && Number(current.providerStateAt) > event.created) return null;
    const state = deleted ? 'cancelled' : stateFor(subscription.status, current.state);
    return {
      providerStateAt: event.created,
      providerSubscriptionId: current.providerSubscriptionId ?? subscriptionId,
      providerCustomerId: current.providerCustomerId ?? customerOf(subscription) ?? undefined,
      cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end || subscription.cancel_at),
      // What is paid for is the invoices' word (invoicePaid); a subscription's own period may be one
      // not paid yet (a renewal past due). Only a cancellation date set before the paid end shortens it.
      currentPeriodEnd: earlierCancellation(current.currentPeriodEnd, cancelAt(subscription)),
      ...(state ? { state } : {}),
      ...(state === 'cancelled' ? { cancelledAt: new Date(endedAt(subscription, event)) } : {}),
    };
  });
}
