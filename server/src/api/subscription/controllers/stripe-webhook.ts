import Stripe from 'stripe';
import { refusal } from '../../../lib/errors';

const UID = 'api::subscription.subscription';
const UNPARSED = Symbol.for('unparsedBody');

/** Stripe's webhook: a completed checkout activates the subscription or the gift it paid for. */
export default {
  async receive(ctx: any) {
    const secret = process.env.STRIPE_WEBHOOK_SECRET;
    const raw = ctx.request.body?.[UNPARSED];
    if (!secret || typeof raw !== 'string') throw refusal(400, 'webhook.unverifiable', 'Webhook cannot be verified');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(raw, ctx.get('stripe-signature'), secret);
    } catch {
      throw refusal(400, 'webhook.badSignature', 'Webhook signature does not match');
    }
    if (event.type === 'checkout.session.completed') {
      const session = event.data.object as Stripe.Checkout.Session;
      const subscriptionId = typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
      await strapi.service(UID).complete(session.id, subscriptionId);
    }
    ctx.body = { received: true };
  },
};
