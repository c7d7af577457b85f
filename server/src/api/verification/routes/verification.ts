import { memberRoutes } from '../../../lib/member-auth/member-routes';

export default {
  routes: memberRoutes([
    { method: 'GET', path: '/verification', handler: 'api::verification.verification.mine' },
    { method: 'POST', path: '/verification/census', handler: 'api::verification.verification.census' },
    { method: 'POST', path: '/verification/code', handler: 'api::verification.verification.code' },
  ]),
};
