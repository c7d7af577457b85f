export default {
  routes: [{ method: 'DELETE', path: '/subscriptions', handler: 'api::subscription.subscription.cancel' }],
};
