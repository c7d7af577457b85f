import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../scripts/lib/paths.mjs';
import { run } from '../../scripts/lib/run.mjs';
import { call, useTestCluster, type Instance } from './instances';

const cluster = useTestCluster(1);
let a: Instance;
beforeAll(() => {
  [a] = cluster.instances as [Instance];
});

/** The instance's JSON log lines so far (LOG_FORMAT=json). */
const logLines = () =>
  readFileSync(a.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request ids and JSON logs', () => {
  it("passes the proxy's request id through to the answer and to every log line of the request", async () => {
    const id = `nginx-${Date.now().toString(16)}abcdef`;
    const answer = await call(a, '/api/projects?locale=es', { headers: { 'X-Request-Id': id } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe(id);
    await expect.poll(() => logLines().find((line) => line.requestId === id)).toMatchObject({
      level: 'http',
      method: 'GET',
      route: '/api/projects',
      status: 200,
      requestId: id,
    });
    const line = logLines().find((entry) => entry.requestId === id)!;
    expect(typeof line.durationMs).toBe('number');
    expect(line.msg).toBe(`GET /api/projects 200 (${line.durationMs} ms)`);
    expect(String(line.time)).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
  });

  it('gives a request without an id (or with a malformed one) an id of its own', async () => {
    const none = await call(a, '/api/health/live');
    const malformed = await call(a, '/api/health/live', { headers: { 'X-Request-Id': 'bad id; drop' } });
    for (const answer of [none, malformed]) expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers.get('x-request-id')).not.toBe(malformed.headers.get('x-request-id'));
  });
});

describe('metrics: each part on a port of its own, never through nginx', () => {
  it('answers every scrape target the cluster lists, and nothing of it at the front', async () => {
    await call(a, '/api/health/live');
    // Through the front first (the app server answers it too, so its figures have a request to show).
    for (const path of ['/metrics', '/api/metrics', '/nginx_status']) expect((await fetch(`${cluster.url}${path}`, { headers: { Accept: 'text/plain' } })).status, path).toBe(404);
    expect(cluster.scrapeTargets.map((target) => target.job)).toEqual(['strapi', 'app', 'nginx']);
    for (const { job, instance } of cluster.scrapeTargets) {
      const answer = await fetch(`http://${instance}${job === 'nginx' ? '/nginx_status' : '/metrics'}`);
      expect(answer.status, job).toBe(200);
      const text = await answer.text();
      if (job === 'nginx') expect(text).toMatch(/^Active connections: \d+/);
      else expect(text, job).toMatch(/^chispa_http_requests_total\{/m);
      if (job === 'strapi') expect(text).toMatch(/^chispa_db_up 1$/m);
    }
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

describe('the deploy step', () => {
  it("migrates with the instances' settings beside a running instance, stops, and exits 0 (systemd's ExecStartPre on instance 1)", { timeout: 180_000 }, async () => {
    const output: string[] = [];
    // As the unit runs it: the environment file's settings, its own metrics port left to the instance.
    const env = { ...process.env, ...cluster.env, METRICS_PORT: String(a.metricsPort) };
    await run(process.execPath, [join(rootDir, 'scripts', 'migrate.mjs')], { env, output: (chunk: Buffer) => output.push(chunk.toString()) });
    expect(output.join('')).toMatch(/The database is migrated \(\d+\.\d s\)\./);
    // The running instance never noticed: it still answers, ready.
    expect((await call(cluster, '/api/health/ready')).status).toBe(200);
  });
});

describe('SIGTERM (last: it stops the instance)', () => {
  it('lets a request in flight finish, refuses new connections and exits 0', { timeout: 60_000 }, async () => {
    let readyWhileDraining = 0;
    const answer = await halfSentLogin(a.url, async () => {
      // Connected, its first bytes read by the server: in flight.
      await new Promise((resolve) => setTimeout(resolve, 500));
      a.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // The listening socket is closed: a new connection is refused (the proxy tries another instance).
      readyWhileDraining = await fetch(`${a.url}/api/health/ready`).then((response) => response.status, () => -1);
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.details.code).toBe('auth.invalidCredentials');
    expect(readyWhileDraining).toBe(-1);
    expect(await a.exited).toEqual({ code: 0, signal: null });
  });
});
