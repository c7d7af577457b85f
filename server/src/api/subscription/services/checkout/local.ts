import { randomBytes } from 'node:crypto';
import { appLink } from '../../../../lib/mailer';
import type { CheckoutProvider } from './provider';

/**
 * The checkout used when no payment provider is configured: a page served by this server with
 * Pay and Cancel buttons. Paying completes the checkout exactly as a provider's webhook would.
 */
export const localCheckout: CheckoutProvider = {
  name: 'local',
  async createCheckout() {
    const sessionId = `cs_local_${randomBytes(24).toString('hex')}`;
    return { sessionId, url: appLink(`/api/checkout/local/${sessionId}`) };
  },
  async cancelSubscription() {
    // nothing is charged locally, so there is nothing to stop at a provider
  },
};
