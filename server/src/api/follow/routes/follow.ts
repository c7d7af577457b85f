import { memberRoutes } from '../../../lib/member-auth/member-routes';

export default {
  routes: memberRoutes([
    { method: 'GET', path: '/follows', handler: 'api::follow.follow.list' },
    { method: 'GET', path: '/follows/:project', handler: 'api::follow.follow.findOne' },
    { method: 'PUT', path: '/follows/:project', handler: 'api::follow.follow.choose' },
  ]),
};
