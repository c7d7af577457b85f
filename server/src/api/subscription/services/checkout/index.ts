import { refusal } from '../../../../lib/errors';
import { localCheckout } from './local';
import type { CheckoutProvider } from './provider';
import { stripeFromEnvironment } from './stripe';

let provider: CheckoutProvider | undefined;

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the local checkout, never in production: there,
 * without payment settings, subscribing and gifting answer 503 `payments.unavailable`.
 */
export function checkoutProvider(): CheckoutProvider {
  provider ??= stripeFromEnvironment() ?? (process.env.NODE_ENV === 'production' ? undefined : localCheckout);
  if (!provider) throw refusal(503, 'payments.unavailable', 'Payments are not available on this server');
  return provider;
}

export const localCheckoutEnabled = () => !process.env.STRIPE_SECRET_KEY && process.env.NODE_ENV !== 'production';
