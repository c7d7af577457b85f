// Public: a visitor sees the price before signing up to pay it.
export default {
  routes: [{ method: 'GET', path: '/prices', handler: 'api::subscription.prices.list', config: { auth: false } }],
};
