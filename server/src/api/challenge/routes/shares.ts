export default {
  routes: [
    { method: 'POST', path: '/challenges/shareProject', handler: 'api::challenge.challenge.shareProject' },
    { method: 'POST', path: '/challenges/sharePost', handler: 'api::challenge.challenge.sharePost' },
  ],
};
