// Who runs this Chispa (lib/operator/identity.ts): public, and without authentication, like the legal
// texts it is printed in: a guest reads it in the footer, and a stale token must not refuse it.
export default {
  routes: [{ method: 'GET', path: '/operator', handler: 'api::operator.operator.find', config: { auth: false } }],
};
