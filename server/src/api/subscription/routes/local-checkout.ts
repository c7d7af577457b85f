import { localCheckoutEnabled } from '../services/checkout';

// Only while no payment provider is configured, and never in production.
export default {
  routes: localCheckoutEnabled()
    ? [
        { method: 'GET', path: '/checkout/local/:sessionId', handler: 'api::subscription.local-checkout.page', config: { auth: false } },
        { method: 'POST', path: '/checkout/local/:sessionId/pay', handler: 'api::subscription.local-checkout.pay', config: { auth: false } },
        { method: 'POST', path: '/checkout/local/:sessionId/cancel', handler: 'api::subscription.local-checkout.cancel', config: { auth: false } },
      ]
    : [],
};
