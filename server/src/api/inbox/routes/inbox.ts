import { memberRoutes } from '../../../lib/member-auth/member-routes';

export default {
  routes: memberRoutes([
    { method: 'GET', path: '/inbox', handler: 'api::inbox.inbox.list' },
    { method: 'GET', path: '/inbox/unread', handler: 'api::inbox.inbox.unread' },
    { method: 'POST', path: '/inbox/read', handler: 'api::inbox.inbox.read' },
  ]),
};
