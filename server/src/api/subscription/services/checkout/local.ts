import { randomBytes } from 'node:crypto';
import { appLink } from '../../../../lib/mailer';
import { PRICES } from './prices';
import type { CheckoutProvider } from './provider';

/**
 * The checkout used when no payment provider is configured: a page served by this server with
 * Pay and Cancel buttons. Paying completes the checkout exactly as a provider's webhook would.
 * Nothing is charged, so there is nothing to stop, close or give back at a provider: the page
 * offers no payment for a checkout whose subscription is no longer pending, and a withdrawal's
 * refund is only recorded. Its prices are the PRICES table; its "portal" is a page beside the checkout.
 */
export const localCheckout: CheckoutProvider = {
  name: 'local',
  async readPrice(priceId) {
    const { amountCents, currency, interval, intervalCount } = PRICES[priceId];
    return { amountCents, currency, interval, intervalCount, taxBehavior: 'inclusive' };
  },
  async createCheckout() {
    const sessionId = `cs_local_${randomBytes(24).toString('hex')}`;
    return { sessionId, url: appLink(`/api/checkout/local/${sessionId}`) };
  },
  async cancelSubscription() {},
  async cancelAtPeriodEnd() {},
  async expireCheckout() {},
  async refundCheckout() {},
  async withdraw() {},
  async portalUrl({ sessionId }) {
    return appLink(`/api/checkout/local/${sessionId}/portal`);
  },
  async invoiceLinks() {
    return null;
  },
};
