import { memberRoutes } from '../../../lib/member-auth/member-routes';

export default {
  routes: memberRoutes([
    { method: 'GET', path: '/gifts/mine', handler: 'api::gift.gift.mine' },
    { method: 'POST', path: '/gifts/redeem', handler: 'api::gift.gift.redeem' },
  ]),
};
