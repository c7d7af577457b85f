import { memberRoutes } from '../../../lib/member-auth/member-routes';

/** A member's acceptances of the terms and the privacy policy (lib/legal-texts/acceptances.ts): their own only. */
export default {
  routes: memberRoutes([
    { method: 'GET', path: '/legal-acceptances/pending', handler: 'api::legal-acceptance.legal-acceptance.pending' },
    { method: 'POST', path: '/legal-acceptances', handler: 'api::legal-acceptance.legal-acceptance.accept' },
  ]),
};
