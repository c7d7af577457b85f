import { memberRoutes } from '../../../lib/member-auth/member-routes';

export default {
  routes: memberRoutes([
    { method: 'GET', path: '/draws/:rewardId', handler: 'draw.findOne' },
    { method: 'GET', path: '/draws/:rewardId/tickets', handler: 'draw.tickets' },
    { method: 'GET', path: '/draws/:rewardId/mine', handler: 'draw.mine' },
  ]),
};
