import { describe, expect, inject, it } from 'vitest';

const base = inject('strapiUrl');

describe('health probes', () => {
  it('says the process is alive, without a session and never cached', async () => {
    const response = await fetch(`${base}/api/health/live`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: { status: 'alive' } });
  });

  it('says it is ready once its database answers, naming each check', async () => {
    const response = await fetch(`${base}/api/health/ready`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.status).toBe('ready');
    expect(body.data.checks.database).toBe('ok');
  });

  it('refuses writes to the probes like any unknown route', async () => {
    const response = await fetch(`${base}/api/health/ready`, { method: 'POST' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
