import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestCluster, type Instance } from './instances';

const DEMO = { identifier: 'demo@chispa.test', password: 'chispa-demo-2026' };

const cluster = useTestCluster(1);
let a: Instance;
beforeAll(() => {
  [a] = cluster.instances as [Instance];
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
    } finally {
      cluster.postgres.resume();
    }

    await expect.poll(async () => (await call(a, '/api/health/ready')).status, { timeout: 30_000, interval: 250 }).toBe(200);
    // The same token still works: nobody was signed out by the outage.
    const me = await call(a, '/api/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('demo@chispa.test');
  });
});
