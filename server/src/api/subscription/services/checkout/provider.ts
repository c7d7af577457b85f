import type { PriceId } from './prices';

export type CheckoutRequest = {
  reference: string; // the subscription's documentId
  priceId: PriceId;
  mode: 'recurring' | 'single';
  email: string;
  locale: 'es' | 'en';
  successUrl: string; // contains {CHECKOUT_SESSION_ID}
  cancelUrl: string;
};

/** A price as the provider will charge it (Stripe's Price; the PRICES table for the local checkout). */
export type ProviderPrice = {
  amountCents: number;
  currency: string; // ISO 4217, upper case
  interval: 'month' | 'year' | null;
  intervalCount: number | null;
  /** Stripe's Price `tax_behavior`: a price whose tax is added on top is not the amount shown. */
  taxBehavior: 'inclusive' | 'exclusive' | 'unspecified';
};

/** An invoice's own pages at the provider (Stripe's hosted invoice and its PDF), for the receipt. */
export type InvoiceLinks = { number: string | null; hostedUrl: string | null; pdfUrl: string | null };

/** A withdrawal (TRLGDCU art. 102–108): the subscription ended now, `amountCents` of what its checkout took given back. */
export type Withdrawal = { sessionId: string; providerSubscriptionId: string | null; amountCents: number; reference: string };

/** A payment provider: where members pay, how a recurring subscription is ended, and how money taken for nothing goes back. */
export interface CheckoutProvider {
  readonly name: 'local' | 'stripe';
  /** What a price costs at the provider: the amount shown is the amount charged (price-quotes.ts). */
  readPrice(priceId: PriceId): Promise<ProviderPrice>;
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  cancelSubscription(providerSubscriptionId: string | null): Promise<void>;
  /** Sets the subscription to end when its paid period does (no renewal); safe to call again. */
  cancelAtPeriodEnd(providerSubscriptionId: string | null): Promise<void>;
  /** Closes a checkout nobody should pay any more (its member deleted their account); one already closed is left as it is. */
  expireCheckout(sessionId: string): Promise<void>;
  /**
   * Gives back what a checkout was paid, and ends the subscription it started: a payment we cannot
   * deliver (a second subscription, or one whose member had gone). Safe to call again.
   */
  refundCheckout(sessionId: string, providerSubscriptionId: string | null): Promise<void>;
  /** Ends the subscription now and refunds `amountCents` of its checkout's payment; one refund however often it runs. */
  withdraw(withdrawal: Withdrawal): Promise<void>;
  /** Where the member manages their payment method: the provider's customer portal. */
  portalUrl(request: { customerId: string | null; sessionId: string; returnUrl: string }): Promise<string>;
  /** An invoice's hosted page and PDF (null where the provider has none: the local checkout). */
  invoiceLinks(invoiceId: string | null): Promise<InvoiceLinks | null>;
}
