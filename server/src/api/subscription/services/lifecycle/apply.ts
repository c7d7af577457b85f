import type { Core } from '@strapi/strapi';
import { refusal } from '../../../../lib/errors';
import { claimEvent, markEventApplied, releaseEvent } from './claim';
import { invoicePaid, invoicePaymentFailed, subscriptionChanged } from './recurring';
import { completionOf, referenceOf, subscriptionIdOfSession, type ProviderEvent } from './stripe-objects';

const UID = 'api::subscription.subscription';

type Handler = (strapi: Core.Strapi, event: ProviderEvent) => Promise<void>;

/** A checkout session's own subscription row (by the session's id), or nothing: a session of another product on the same account. */
async function ownSession(strapi: Core.Strapi, event: ProviderEvent) {
  const session = event.data.object;
  const sessionId = typeof session?.id === 'string' ? session.id : null;
  if (!sessionId) return null;
  const row = await strapi.db.query(UID).findOne({ where: { checkoutSessionId: sessionId }, select: ['id', 'documentId'] });
  // A reference that does not match the row is not ours to act on.
  const reference = referenceOf(session);
  return row && (!reference || reference === row.documentId) ? { sessionId, session } : null;
}

const HANDLERS: Record<string, Handler> = {
  async 'checkout.session.completed'(strapi, event) {
    const own = await ownSession(strapi, event);
    if (own) await strapi.service(UID).complete(own.sessionId, subscriptionIdOfSession(own.session), completionOf(own.session));
  },
  async 'checkout.session.expired'(strapi, event) {
    const own = await ownSession(strapi, event);
    if (own) await strapi.service(UID).abandon(own.sessionId, 'expired');
  },
  'invoice.paid': invoicePaid,
  'invoice.payment_failed': invoicePaymentFailed,
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': subscriptionChanged,
};

export const handledEventTypes = Object.keys(HANDLERS);

/**
 * Applies one of the payment provider's events (verified by the caller), once by its id: a
 * repeated delivery changes nothing. An event that fails to apply is given back, so that the
 * provider's retry applies it; a repeat that comes while another delivery is still applying it is
 * refused (409), so that the provider tries again later rather than take it as done. Types the
 * lifecycle does not follow are acknowledged and left.
 */
export async function applyProviderEvent(strapi: Core.Strapi, event: ProviderEvent): Promise<'applied' | 'repeated' | 'ignored'> {
  const handle = Object.prototype.hasOwnProperty.call(HANDLERS, event.type) ? HANDLERS[event.type] : undefined;
  if (!handle) return 'ignored';
  const claim = await claimEvent(strapi, event);
  if (claim === 'applied') return 'repeated';
  if (claim === 'applying') throw refusal(409, 'webhook.applying', 'This event is being applied by another delivery: send it again later');
  try {
    await handle(strapi, event);
  } catch (error) {
    await releaseEvent(strapi, event.id);
    throw error;
  }
  await markEventApplied(strapi, event.id);
  return 'applied';
}

/** Whether a parsed body has the shape of an event (the signature says who sent it, not that it is whole). */
export function isProviderEvent(value: unknown): value is ProviderEvent {
  const event = value as ProviderEvent;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    event.id.length > 0 &&
    event.id.length <= 255 &&
    typeof event.type === 'string' &&
    typeof event.created === 'number' &&
    Number.isFinite(event.created) &&
    typeof event.data?.object === 'object' &&
    event.data.object !== null
  );
}
