/**
 * Anyone may report an accessibility barrier, signed in or not (a barrier may be what keeps them from
 * signing in): no authentication at all, so a stale session never stands in the way.
 */
export default {
  routes: [{ method: 'POST', path: '/barrier-reports', handler: 'api::barrier-report.barrier-report.create', config: { auth: false } }],
};
