import { localCheckoutEnabled } from '../services/checkout';

// Only while no payment provider is configured, and never in production.
export default {
  routes: localCheckoutEnabled()
    ? [
        { method: 'GET', path: '/checkout/local/:sessionId', handler: 'api::subscription.local-checkout.page', config: { auth: false } },
        { method: 'GET', path: '/checkout/local/:sessionId/portal', handler: 'api::subscription.local-checkout.portal', config: { auth: false } },
        { method: 'POST', path: '/checkout/local/:sessionId/:action', handler: 'api::subscription.local-checkout.act', config: { auth: false } },
      ]
    : [],
};
