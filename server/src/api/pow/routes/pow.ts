export default {
  routes: [{ method: 'GET', path: '/pow-challenge', handler: 'api::pow.pow.challenge', config: { auth: false } }],
};
