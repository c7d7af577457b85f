// Probes for the proxy and the orchestrator: liveness (the process answers) and readiness (it can
// serve: database and shared store reachable, not shutting down). Public and cheap, never cached.
export default {
  routes: [
    { method: 'GET', path: '/health/live', handler: 'api::health.health.live', config: { auth: false } },
    { method: 'GET', path: '/health/ready', handler: 'api::health.health.ready', config: { auth: false } },
  ],
};
