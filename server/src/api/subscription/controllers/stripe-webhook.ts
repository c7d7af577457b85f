import Stripe from 'stripe';
import { refusal } from '../../../lib/errors';
import { applyProviderEvent, isProviderEvent } from '../services/lifecycle/apply';

const UNPARSED = Symbol.for('unparsedBody');

/**
 * Stripe's webhook: each event signed with the webhook secret, verified, then applied once by its
 * id (services/lifecycle/): checkouts completed and expired, invoices paid and failed,
 * subscriptions updated and deleted. A bad signature changes nothing.
 */
export default {
  async receive(ctx: any) {
    const secret = process.env.STRIPE_WEBHOOK_SECRET;
    const raw = ctx.request.body?.[UNPARSED];
    if (!secret || typeof raw !== 'string') throw refusal(400, 'webhook.unverifiable', 'Webhook cannot be verified');
    let event: unknown;
    try {
      event = Stripe.webhooks.constructEvent(raw, ctx.get('stripe-signature'), secret);
    } catch {
      throw refusal(400, 'webhook.badSignature', 'Webhook signature does not match');
    }
    if (!isProviderEvent(event)) throw refusal(400, 'webhook.malformed', 'Webhook event is not an event');
    ctx.body = { received: true, outcome: await applyProviderEvent(strapi, event) };
  },
};
