import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestCluster, type Instance } from './instances';

const DEMO = { identifier: 'demo@chispa.test', password: 'chispa-demo-2026' };

// Two instances: nginx ignores failures when a group has a single server.
const cluster = useTestCluster(2);
let a: Instance;
beforeAll(() => {
  [a] = cluster.instances as [Instance, Instance];
});

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

describe('a PostgreSQL restart', () => {
  it('gives fast 503s with a code, keeps sessions, and recovers without restarting Strapi', { timeout: 120_000 }, async () => {
    const login = await call(a, '/api/auth/local', { method: 'POST', json: DEMO });
    expect(login.status).toBe(200);
    const token = login.body.jwt as string;

    cluster.postgres.pause();
    try {
      for (const [path, init] of [
        ['/api/users/me', { token }],
        ['/api/auth/local', { method: 'POST', json: DEMO }],
        ['/api/user-project-supports', { token }],
      ] as const) {
        const { result, ms } = await timed(() => call(a, path, init));
        expect(result.status, `${path}: ${JSON.stringify(result.body)}`).toBe(503);
        expect(result.body.error.details.code).toBe('service.unavailable');
        expect(result.headers.get('retry-after')).toBe('5');
        expect(ms, path).toBeLessThan(3000);
      }
      const ready = await call(a, '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.error.details.checks.database).toBe('failing');
      // Through nginx, as members reach it: the instance's own answer, not nginx's 502.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const front = await call(cluster, '/api/users/me', { token });
        expect(front.status, JSON.stringify(front.body)).toBe(503);
        expect(front.body.error.details.code).toBe('service.unavailable');
        expect(front.headers.get('retry-after')).toBe('5');
      }
    } finally {
      cluster.postgres.resume();
    }

    for (const instance of cluster.instances) {
      await expect.poll(async () => (await call(instance, '/api/health/ready')).status, { timeout: 30_000, interval: 250 }).toBe(200);
    }
    // nginx did not mark the instances failed for their 503s: the front serves as soon as they do.
    expect((await call(cluster, '/api/users/me', { token })).status).toBe(200);
    // The same token still works: nobody was signed out by the outage.
    const me = await call(a, '/api/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('demo@chispa.test');
  });
});
