import { memberRoutes } from '../../../lib/member-auth/member-routes';

export default {
  routes: memberRoutes([
    { method: 'GET', path: '/push/key', handler: 'push-subscription.key' },
    { method: 'GET', path: '/push/subscription', handler: 'push-subscription.findOwn' },
    { method: 'PUT', path: '/push/subscription', handler: 'push-subscription.save' },
    { method: 'DELETE', path: '/push/subscription', handler: 'push-subscription.remove' },
  ]),
};
