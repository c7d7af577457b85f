import { memberRoutes } from '../../../lib/member-auth/member-routes';

export default {
  routes: memberRoutes([
    { method: 'POST', path: '/challenges/shareProject', handler: 'api::challenge.challenge.shareProject' },
    { method: 'POST', path: '/challenges/sharePost', handler: 'api::challenge.challenge.sharePost' },
    // Not under /challenges/: that would read as a challenge's id.
    { method: 'GET', path: '/challenge-progress', handler: 'api::challenge.challenge.progress' },
  ]),
};
