export default {
  routes: [
    { method: 'GET', path: '/draws/:rewardId', handler: 'draw.findOne' },
    { method: 'GET', path: '/draws/:rewardId/mine', handler: 'draw.mine' },
  ],
};
