import type { PriceId } from './prices';

export type CheckoutRequest = {
  reference: string; // the subscription's documentId
  priceId: PriceId;
  mode: 'recurring' | 'single';
  email: string;
  successUrl: string; // contains {CHECKOUT_SESSION_ID}
  cancelUrl: string;
};

/** A payment provider: where members pay, and how a recurring subscription is ended. */
export interface CheckoutProvider {
  readonly name: 'local' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  cancelSubscription(providerSubscriptionId: string | null): Promise<void>;
}
