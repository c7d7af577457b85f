import { memberRoutes } from '../../../lib/member-auth/member-routes';
import { publicCache } from '../../../lib/public-cache';

/** The published legal texts and their versions (lib/legal-texts): public, kept until a public write. */
export default {
  routes: memberRoutes([
    { method: 'GET', path: '/legal-texts/:kind', handler: 'api::legal-text.legal-text.current', config: { middlewares: [publicCache] } },
    { method: 'GET', path: '/legal-texts/:kind/versions', handler: 'api::legal-text.legal-text.versions', config: { middlewares: [publicCache] } },
    { method: 'GET', path: '/legal-texts/:kind/versions/:version', handler: 'api::legal-text.legal-text.version', config: { middlewares: [publicCache] } },
  ]),
};
