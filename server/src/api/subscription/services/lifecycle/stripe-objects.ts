/**
 * The parts of Stripe's event objects the lifecycle reads: API 2025-08-27.basil (the stripe package's),
 * and the fields older versions had where basil moved them, so an account pinned to an older version
 * is read alike. Everything is optional: an event is data from outside.
 */
export type ProviderEvent = { id: string; type: string; created: number; data: { object: ProviderObject } };
/** An object an event carries, as sent: any field may be missing, or of another type. */
export type ProviderObject = Record<string, unknown>;

const SECOND = 1000;
/** The value at `path` inside data from outside; undefined where a step is not an object. */
const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((current, key) => (typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[key] : undefined), value);
const idOf = (value: unknown): string | null => (typeof value === 'string' ? value : typeof (value as { id?: unknown })?.id === 'string' ? (value as { id: string }).id : null);
const text = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 255 ? value : null);
const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value * SECOND : null);
const latest = (values: Array<number | null>) => values.reduce<number | null>((max, value) => (value !== null && (max === null || value > max) ? value : max), null);

/** Our subscription's documentId, which the checkout put in the session's and the subscription's metadata. */
export const referenceOf = (object: ProviderObject) => text(at(object, 'metadata', 'reference')) ?? text(object?.client_reference_id);

export const subscriptionIdOfSession = (session: ProviderObject) => idOf(session?.subscription);

/** The provider's customer an object (a session, a subscription, an invoice) belongs to: whose portal manages the payment method. */
export const customerOf = (object: ProviderObject) => text(idOf(object?.customer));

/** What a completed checkout says of its payment: the customer, a one-off payment's invoice, the amount taken. */
export const completionOf = (session: ProviderObject) => ({
  customerId: customerOf(session),
  invoiceId: text(idOf(session?.invoice)),
  amountCents: typeof session?.amount_total === 'number' && Number.isInteger(session.amount_total) && session.amount_total >= 0 ? session.amount_total : null,
  currency: typeof session?.currency === 'string' && /^[a-z]{3}$/i.test(session.currency) ? session.currency.toUpperCase() : null,
});

/** The subscription an invoice bills (basil: under `parent`; before: at the top). */
export const subscriptionIdOfInvoice = (invoice: ProviderObject) => idOf(at(invoice, 'parent', 'subscription_details', 'subscription')) ?? idOf(invoice?.subscription);

export const referenceOfInvoice = (invoice: ProviderObject) =>
  text(at(invoice, 'parent', 'subscription_details', 'metadata', 'reference')) ?? text(at(invoice, 'subscription_details', 'metadata', 'reference'));

/** The end of the period an invoice pays for (ms): its lines' latest period end. */
export const invoicePeriodEnd = (invoice: ProviderObject) => {
  const lines = at(invoice, 'lines', 'data');
  return latest((Array.isArray(lines) ? lines : []).map((line: unknown) => seconds(at(line, 'period', 'end')))) ?? seconds(invoice?.period_end);
};

/** When a subscription is set to be cancelled (ms), if it is. */
export const cancelAt = (subscription: ProviderObject) => seconds(subscription?.cancel_at);

export const endedAt = (subscription: ProviderObject, event: ProviderEvent) =>
  seconds(subscription?.ended_at) ?? seconds(subscription?.canceled_at) ?? seconds(event.created) ?? Date.now();
