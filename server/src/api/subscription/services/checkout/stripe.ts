import Stripe from 'stripe';
import { refusal } from '../../../../lib/errors';
import { stripePriceId, taxPercent, type PriceId } from './prices';
import type { CheckoutProvider, ProviderPrice } from './provider';
import { WITHDRAWAL_NOTICE } from './withdrawal-notice';

type Client = Pick<Stripe, 'checkout' | 'subscriptions' | 'invoicePayments' | 'refunds' | 'prices' | 'invoices' | 'billingPortal' | 'taxRates'>;

/** Stripe's answer when what we asked is already so (a session no longer open, a subscription already cancelled, a payment already refunded). */
const alreadySo = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;

/** Stripe's refusal of a refund because the payment was refunded already: the refund is done. */
const alreadyRefunded = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded';

const idOf = (value: string | { id?: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

const priceOf = (priceId: PriceId) => {
  const price = stripePriceId(priceId);
  if (!price) throw new Error(`STRIPE_PRICE_${priceId.toUpperCase()} is not set`);
  return price;
};

/** Stripe's Price as the member will be charged it; a Price we cannot show as charged is a configuration error. */
function providerPrice(priceId: PriceId, price: Stripe.Price): ProviderPrice {
  if (typeof price.unit_amount !== 'number') throw new Error(`Stripe price ${price.id} (${priceId}) has no fixed amount`);
  const interval = price.recurring?.interval ?? null;
  if (interval !== null && interval !== 'month' && interval !== 'year') throw new Error(`Stripe price ${price.id} (${priceId}) renews every ${interval}: only months and years are sold`);
  return {
    amountCents: price.unit_amount,
    currency: price.currency.toUpperCase(),
    interval,
    intervalCount: price.recurring?.interval_count ?? null,
    taxBehavior: price.tax_behavior ?? 'unspecified',
  };
}

/** Stripe Checkout (production): keys and price ids from the environment. */
export function stripeCheckout(client: Client): CheckoutProvider {
  /**
   * The payment a checkout took: a one-off payment's own, or its subscription's first invoice's; null
   * only when nothing was charged (a checkout of 0, a full discount). Money taken and not found is an
   * error: a refund must never be recorded as made when nothing went back.
   */
  async function paymentOf(sessionId: string): Promise<string | null> {
    const session = await client.checkout.sessions.retrieve(sessionId);
    const direct = idOf(session.payment_intent);
    if (direct) return direct;
    const invoice = idOf(session.invoice);
    const payments = invoice ? await client.invoicePayments.list({ invoice, status: 'paid', limit: 1 }) : null;
    const paid = idOf(payments?.data[0]?.payment.payment_intent);
    if (paid) return paid;
    if (session.amount_total === 0) return null;
    throw new Error(`Stripe checkout ${sessionId}: its payment was not found, so nothing was refunded`);
  }

  async function cancelNow(providerSubscriptionId: string | null) {
    if (!providerSubscriptionId) return;
    try {
      await client.subscriptions.cancel(providerSubscriptionId);
    } catch (error) {
      if (!alreadySo(error)) throw error;
    }
  }

  /** Refunds `amount` (all when undefined) of a checkout's payment, once per idempotency key. */
  async function refund(sessionId: string, idempotencyKey: string, amount?: number) {
    const paymentIntent = await paymentOf(sessionId);
    if (!paymentIntent) return;
    // One refund per key, however often this runs: Stripe keeps idempotency keys for 24 hours, and a
    // retry after that (the owed-refunds job) finds the refund by the key it carries.
    const made = await client.refunds.list({ payment_intent: paymentIntent, limit: 100 });
    if (made.data.some((existing) => existing.metadata?.chispa_key === idempotencyKey)) return;
    try {
      await client.refunds.create(
        { payment_intent: paymentIntent, reason: 'requested_by_customer', metadata: { chispa_key: idempotencyKey }, ...(amount === undefined ? {} : { amount }) },
        { idempotencyKey },
      );
    } catch (error) {
      // Only "already refunded" is done; any other refusal (a disputed charge, an amount too large)
      // fails the withdrawal, which is then retried, never recorded as refunded.
      if (!alreadyRefunded(error)) throw error;
    }
  }

  /**
   * The Tax Rate the checkout adds (STRIPE_TAX_RATE) must be active, inclusive and the rate the
   * receipts split by: an exclusive one would charge more than the amount shown. Checked with every
   * reading of the price, so a price is never shown while it is wrong.
   */
  async function checkTaxRate() {
    const id = process.env.STRIPE_TAX_RATE?.trim();
    if (!id) return;
    const rate = await client.taxRates.retrieve(id);
    if (!rate.active || !rate.inclusive) throw new Error(`STRIPE_TAX_RATE ${id} is ${rate.active ? 'exclusive' : 'inactive'}: only an active inclusive rate charges the amount shown`);
    const percent = taxPercent();
    if (percent !== null && rate.percentage !== percent) throw new Error(`STRIPE_TAX_RATE ${id} is ${rate.percentage} %, PRICES_TAX_PERCENT ${percent} %: the receipts would not split what Stripe's invoices do`);
  }

  return {
    name: 'stripe',
    async readPrice(priceId) {
      const price = providerPrice(priceId, await client.prices.retrieve(priceOf(priceId)));
      await checkTaxRate();
      return price;
    },
    async createCheckout(request) {
      const price = priceOf(request.priceId);
      // An inclusive Tax Rate (STRIPE_TAX_RATE) puts the IVA on Stripe's invoice without changing the amount.
      const taxRate = process.env.STRIPE_TAX_RATE?.trim();
      const reference = { reference: request.reference };
      const session = await client.checkout.sessions.create({
        mode: request.mode === 'recurring' ? 'subscription' : 'payment',
        line_items: [{ price, quantity: 1, ...(taxRate ? { tax_rates: [taxRate] } : {}) }],
        customer_email: request.email,
        client_reference_id: request.reference,
        locale: request.locale,
        // The reference again where the lifecycle's events carry it: the session's, and the
        // subscription's (so its invoices' and updates' events find our row, whatever their order).
        metadata: reference,
        ...(request.mode === 'recurring'
          ? { subscription_data: { metadata: reference } }
          : // A one-off payment has no invoice unless asked for: the gift's is its receipt's invoice.
            { customer_creation: 'always' as const, invoice_creation: { enabled: true, invoice_data: { metadata: reference } } }),
        custom_text: { submit: { message: WITHDRAWAL_NOTICE[request.mode][request.locale] } },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe did not return a checkout URL');
      return { sessionId: session.id, url: session.url };
    },
    async cancelSubscription(providerSubscriptionId) {
      if (providerSubscriptionId) await client.subscriptions.cancel(providerSubscriptionId);
    },
    async cancelAtPeriodEnd(providerSubscriptionId) {
      if (providerSubscriptionId) await client.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
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
      await cancelNow(providerSubscriptionId);
      await refund(sessionId, `chispa-refund-${sessionId}`);
    },
    async withdraw({ sessionId, providerSubscriptionId, amountCents }) {
      await cancelNow(providerSubscriptionId);
      if (amountCents > 0) await refund(sessionId, `chispa-withdrawal-${sessionId}`, amountCents);
    },
    async portalUrl({ customerId, returnUrl }) {
      if (!customerId) throw refusal(404, 'subscription.none', 'There is no payment method to manage');
      const session = await client.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
    async invoiceLinks(invoiceId) {
      if (!invoiceId) return null;
      const invoice = await client.invoices.retrieve(invoiceId);
      return { number: invoice.number ?? null, hostedUrl: invoice.hosted_invoice_url ?? null, pdfUrl: invoice.invoice_pdf ?? null };
    },
  };
}

export const stripeFromEnvironment = () =>
  process.env.STRIPE_SECRET_KEY ? stripeCheckout(new Stripe(process.env.STRIPE_SECRET_KEY)) : null;
