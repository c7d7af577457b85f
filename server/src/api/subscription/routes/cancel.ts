import { memberRoutes } from '../../../lib/member-auth/member-routes';

export default {
  routes: memberRoutes([{ method: 'DELETE', path: '/subscriptions', handler: 'api::subscription.subscription.cancel' }]),
};
