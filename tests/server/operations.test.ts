import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startThrowawayServer } from '../../scripts/lib/server-process.mjs';

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

/** A login whose body is sent in two halves, `between` running in the middle: a request in flight. */
function halfSentLogin(url: string, between: () => Promise<void>): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ identifier: 'nobody@chispa.test', password: 'not-the-password' });
  const target = new URL('/api/auth/local', url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.write(body.slice(0, 10));
    between().then(() => outgoing.end(body.slice(10)), reject);
  });
}

describe('SIGTERM', () => {
  let server: Awaited<ReturnType<typeof startThrowawayServer>>;
  beforeAll(async () => {
    server = await startThrowawayServer({ env: { SHUTDOWN_GRACE_MS: '15000' } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lets a request in flight finish, refuses new connections and exits 0', { timeout: 60_000 }, async () => {
    let readyWhileDraining = 0;
    const answer = await halfSentLogin(server.url, async () => {
      // Connected, its first bytes read by the server: in flight.
      await new Promise((resolve) => setTimeout(resolve, 500));
      server.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // The listening socket is closed: a new connection is refused (the proxy tries another instance).
      readyWhileDraining = await fetch(`${server.url}/api/health/ready`).then((response) => response.status, () => -1);
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.details.code).toBe('auth.invalidCredentials');
    expect(readyWhileDraining).toBe(-1);
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
