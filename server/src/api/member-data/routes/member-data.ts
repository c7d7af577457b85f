import { memberRoutes } from '../../../lib/member-auth/member-routes';

export default {
  routes: memberRoutes([
    { method: 'GET', path: '/member-data', handler: 'api::member-data.member-data.download' },
    { method: 'POST', path: '/account-deletion', handler: 'api::member-data.member-data.deleteAccount' },
  ]),
};
