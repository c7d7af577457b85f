import { memberRoutes } from '../../../lib/member-auth/member-routes';

// A route that does nothing, through the same middlewares, router and permission check as every
// public API call: the floor the server benchmark compares real routes against.
export default {
  routes: memberRoutes([{ method: 'GET', path: '/ping', handler: 'api::ping.ping.ping' }]),
};
