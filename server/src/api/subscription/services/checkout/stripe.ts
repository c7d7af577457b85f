import Stripe from 'stripe';
import { stripePriceId } from './prices';
import type { CheckoutProvider } from './provider';

/** Stripe Checkout (production): keys and price ids from the environment. */
export function stripeCheckout(client: Pick<Stripe, 'checkout' | 'subscriptions'>): CheckoutProvider {
  return {
    name: 'stripe',
    async createCheckout(request) {
      const price = stripePriceId(request.priceId);
      if (!price) throw new Error(`STRIPE_PRICE_${request.priceId.toUpperCase()} is not set`);
      const session = await client.checkout.sessions.create({
        mode: request.mode === 'recurring' ? 'subscription' : 'payment',
        line_items: [{ price, quantity: 1 }],
        customer_email: request.email,
        client_reference_id: request.reference,
        // The reference again where the lifecycle's events carry it: the session's, and the
        // subscription's (so its invoices' and updates' events find our row, whatever their order).
        metadata: { reference: request.reference },
        ...(request.mode === 'recurring' ? { subscription_data: { metadata: { reference: request.reference } } } : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe did not return a checkout URL');
      return { sessionId: session.id, url: session.url };
    },
    async cancelSubscription(providerSubscriptionId) {
      if (providerSubscriptionId) await client.subscriptions.cancel(providerSubscriptionId);
    },
  };
}

export const stripeFromEnvironment = () =>
  process.env.STRIPE_SECRET_KEY ? stripeCheckout(new Stripe(process.env.STRIPE_SECRET_KEY)) : null;
