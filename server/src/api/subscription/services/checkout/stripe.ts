import Stripe from 'stripe';
import { stripePriceId } from './prices';
import type { CheckoutProvider } from './provider';

type Client = Pick<Stripe, 'checkout' | 'subscriptions' | 'invoicePayments' | 'refunds'>;

/** Stripe's answer when what we asked is already so (a session no longer open, a subscription already cancelled, a payment already refunded). */
const alreadySo = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;

const idOf = (value: string | { id?: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Stripe Checkout (production): keys and price ids from the environment. */
export function stripeCheckout(client: Client): CheckoutProvider {
  /** The payment a checkout took: a one-off payment's own, or its subscription's first invoice's. */
  async function paymentOf(sessionId: string): Promise<string | null> {
    const session = await client.checkout.sessions.retrieve(sessionId);
    const direct = idOf(session.payment_intent);
    if (direct) return direct;
    const invoice = idOf(session.invoice);
    if (!invoice) return null;
    const payments = await client.invoicePayments.list({ invoice, status: 'paid', limit: 1 });
    return idOf(payments.data[0]?.payment.payment_intent);
  }

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
    async expireCheckout(sessionId) {
      try {
        await client.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already paid (its completion is refunded when it arrives) or already expired.
        if (!alreadySo(error)) throw error;
      }
    },
    async refundCheckout(sessionId, providerSubscriptionId) {
      if (providerSubscriptionId) {
        try {
          await client.subscriptions.cancel(providerSubscriptionId);
        } catch (error) {
          if (!alreadySo(error)) throw error;
        }
      }
      const paymentIntent = await paymentOf(sessionId);
      // One refund per checkout, however often this runs (Stripe keeps idempotency keys for 24 hours;
      // after that a second refund of a refunded payment is refused, which is the same outcome).
      if (paymentIntent) {
        try {
          await client.refunds.create({ payment_intent: paymentIntent, reason: 'requested_by_customer' }, { idempotencyKey: `chispa-refund-${sessionId}` });
        } catch (error) {
          if (!alreadySo(error)) throw error;
        }
      }
    },
  };
}

export const stripeFromEnvironment = () =>
  process.env.STRIPE_SECRET_KEY ? stripeCheckout(new Stripe(process.env.STRIPE_SECRET_KEY)) : null;
