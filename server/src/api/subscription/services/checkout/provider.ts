import type { PriceId } from './prices';

export type CheckoutRequest = {
  reference: string; // the subscription's documentId
  priceId: PriceId;
  mode: 'recurring' | 'single';
  email: string;
  successUrl: string; // contains {CHECKOUT_SESSION_ID}
  cancelUrl: string;
};

/** A payment provider: where members pay, how a recurring subscription is ended, and how money taken for nothing goes back. */
export interface CheckoutProvider {
  readonly name: 'local' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  cancelSubscription(providerSubscriptionId: string | null): Promise<void>;
  /** Closes a checkout nobody should pay any more (its member deleted their account); one already closed is left as it is. */
  expireCheckout(sessionId: string): Promise<void>;
  /**
   * Gives back what a checkout was paid, and ends the subscription it started: a payment we cannot
   * deliver (a second subscription, or one whose member had gone). Safe to call again.
   */
  refundCheckout(sessionId: string, providerSubscriptionId: string | null): Promise<void>;
}
