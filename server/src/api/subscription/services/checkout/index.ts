import { localCheckout } from './local';
import type { CheckoutProvider } from './provider';
import { stripeFromEnvironment } from './stripe';

let provider: CheckoutProvider | undefined;

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the local checkout (never in production). */
export function checkoutProvider(): CheckoutProvider {
  provider ??= stripeFromEnvironment() ?? localCheckoutOutsideProduction();
  return provider;
}

function localCheckoutOutsideProduction(): CheckoutProvider {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('STRIPE_SECRET_KEY is not set: there is no payment provider in production');
  }
  return localCheckout;
}

export const localCheckoutEnabled = () => !process.env.STRIPE_SECRET_KEY && process.env.NODE_ENV !== 'production';
