import { memberRoutes } from '../../../lib/member-auth/member-routes';

// The version of the public content the app keeps for offline reading (lib/catalogue-version.ts).
export default {
  routes: memberRoutes([{ method: 'GET', path: '/catalogue-version', handler: 'api::catalogue.catalogue.version' }]),
};
