import { memberRoutes } from '../../../lib/member-auth/member-routes';

export default {
  routes: memberRoutes([
    { method: 'DELETE', path: '/subscriptions', handler: 'api::subscription.subscription.cancel' },
    { method: 'POST', path: '/subscriptions/withdraw', handler: 'api::subscription.subscription.withdraw' },
    { method: 'POST', path: '/subscriptions/portal', handler: 'api::subscription.subscription.portal' },
  ]),
};
