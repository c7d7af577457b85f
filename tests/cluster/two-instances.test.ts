import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../scripts/lib/paths.mjs';
import { randomUUID } from 'node:crypto';
import { verifyDraw } from '../../scripts/verify-draw.mjs';
import { call, useTestCluster, type Instance } from './instances';
import { joinMember } from './members';
import { ADMIN, openDraw, signInEditor } from './editor';

const PROJECTS = '/api/projects?locale=es&pagination[pageSize]=100';
// config/throttle.ts: failed logins per account and client in 15 minutes.
const LOGIN_FAILURES_PER_ACCOUNT_CLIENT = 10;

// The throttles' sweep and the draws every half second: scheduled jobs to watch.
const cluster = useTestCluster(2, { THROTTLE_SWEEP_MS: '500', DRAW_CHECK_MS: '500' });
let a: Instance;
let b: Instance;
beforeAll(() => {
  [a, b] = cluster.instances as [Instance, Instance];
});

async function renameFirstProject(on: Instance, name: string) {
  const login = await call(on, '/admin/login', { method: 'POST', json: ADMIN });
  expect(login.status).toBe(200);
  const token = login.body.data.token as string;
  const { body: list } = await call(on, PROJECTS);
  const { documentId } = list.data[0];
  const path = `/content-manager/collection-types/api::project.project/${documentId}`;
  const saved = await call(on, `${path}?locale=es`, { method: 'PUT', token, json: { name } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await call(on, `${path}/actions/publish?locale=es`, { method: 'POST', token, json: {} });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return documentId as string;
}

const namesOn = async (instance: Instance) => {
  const answer = await call(instance, PROJECTS);
  return { names: (answer.body.data as Array<{ name: string }>).map((project) => project.name), cache: answer.headers.get('x-chispa-cache') };
};

/** Asks `instance` every 25 ms until `seen` holds; answers how long it took, or Infinity after 5 s. */
async function msUntil(instance: Instance, seen: (names: string[]) => boolean) {
  const started = performance.now();
  while (performance.now() - started < 5000) {
    if (seen((await namesOn(instance)).names)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Infinity;
}

describe('two instances sharing PostgreSQL (SHARED_STORE=postgres)', () => {
  it('say they are ready, the shared store included', async () => {
    for (const instance of [a, b]) {
      const ready = await call(instance, '/api/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body.data.checks).toEqual({ database: 'ok', sharedStore: 'ok' });
    }
  });

  it("serve an editor's change made on one instance from the other's cache within 1 s", async () => {
    await namesOn(b);
    expect((await namesOn(b)).cache).toBe('hit');
    const name = `Renombrado en A ${Date.now()}`;
    await renameFirstProject(a, name);
    const ms = await msUntil(b, (names) => names.includes(name));
    console.log(`  invalidation reached the other instance in ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(1000);
  });

  it('count failed logins across instances: the limit is the same with two instances as with one', async () => {
    const address = '203.0.113.77';
    const tryOn = (instance: Instance) =>
      call(instance, '/api/auth/local', { method: 'POST', address, json: { identifier: 'demo@chispa.test', password: 'wrong-password' } });
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_CLIENT; i += 1) statuses.push((await tryOn(i % 2 === 0 ? a : b)).status);
    expect(statuses.every((status) => status === 400)).toBe(true);
    // Five failures on each instance: alone, each would still let this one through.
    const over = await tryOn(a);
    expect(over.status).toBe(429);
    expect(over.body.error.details.code).toBe('rateLimit.exceeded');
    expect((await tryOn(b)).status).toBe(429);
  });

  it('bypass the cache while invalidations cannot be heard, and start afresh once they can', async () => {
    await namesOn(b);
    expect((await namesOn(b)).cache).toBe('hit');
    // The database drops every LISTEN connection (as a restart or a failover would).
    const terminated = cluster.postgres.query("select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN %'");
    expect(terminated.split('\n')).toEqual(['t', 't']);
    const name = `Cambiado sin aviso ${Date.now()}`;
    await renameFirstProject(a, name);
    // Whether b heard it, or got its connection back and started afresh, it never serves the old list.
    expect(await msUntil(b, (names) => names.includes(name))).toBeLessThan(3000);
    await expect.poll(async () => (await call(b, '/api/health/ready')).body.data?.checks.sharedStore, { timeout: 10_000 }).toBe('ok');
  });
});

describe('scheduled work', () => {
  it('runs once per period across both instances, never twice', async () => {
    const runs = () =>
      cluster.instances.flatMap((instance) =>
        readFileSync(instance.logFile, 'utf8')
          .split('\n')
          .filter((line) => line.includes('"job":"throttle-sweep"') && line.includes(' ran"'))
          .map((line) => JSON.parse(line).slot as number),
      );
    await expect.poll(() => runs().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(6);
    const slots = runs().sort((x, y) => x - y);
    expect(new Set(slots).size).toBe(slots.length);
  });
});

describe('a draw', () => {
  it('is drawn by one instance only, its winners told once', async () => {
    const title = `Sorteo en dos instancias ${randomUUID()}`;
    const { reward, project } = await openDraw(a, await signInEditor(a), { title, closesAt: new Date(Date.now() + 20_000) });

    const members = await Promise.all([joinMember(cluster, a), joinMember(cluster, b), joinMember(cluster, a)]);
    for (const [index, member] of members.entries()) {
      const on = index % 2 ? b : a;
      const headers = { 'Idempotency-Key': randomUUID() };
      expect((await call(on, '/api/user-project-supports', { method: 'POST', token: member.token, address: member.address, json: { data: { support: 1, project } } })).status).toBe(201);
      const entry = await call(on, '/api/participations', { method: 'POST', token: member.token, address: member.address, headers, json: { rewardId: reward, amount: 1 + index, locale: 'en' } });
      expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    }

    await expect.poll(async () => (await call(b, `/api/draws/${reward}`)).body.data.status, { timeout: 40_000, interval: 500 }).toBe('drawn');
    const draw = (await call(a, `/api/draws/${reward}`)).body.data;
    expect(verifyDraw(draw).problems).toEqual([]);
    expect(draw.winningTickets).toHaveLength(2);
    // Both instances passed over it several times after: one of them drew it, once.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const doneLines = cluster.instances.flatMap((instance) => readFileSync(instance.logFile, 'utf8').split('\n').filter((line) => line.includes(`Draw done for reward ${reward}`)));
    expect(doneLines).toHaveLength(1);
    const mails = (await (await fetch(`${cluster.mail.webUrl}/api/email`)).json()) as { subject: string }[];
    expect(mails.filter((mail) => mail.subject === `You won the draw "${title}"`)).toHaveLength(2);
  });
});

describe('the front (nginx)', () => {
  it('serves hashed assets precompressed, for a year, and the shell revalidated', async () => {
    const script = readdirSync(join(rootDir, 'dist', 'assets')).find((name) => /^start-.+\.js$/.test(name))!;
    const asset = await fetch(`${cluster.url}/assets/${script}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const shell = await fetch(`${cluster.url}/`, { headers: { Accept: 'text/html' } });
    expect(shell.status).toBe(200);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    expect(shell.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('spreads API calls over both instances and passes its request id to them', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await call(cluster, '/api/health/ready');
      expect(answer.status).toBe(200);
      ids.push(answer.headers.get('x-request-id')!);
    }
    expect(new Set(ids).size).toBe(6);
    // Each instance's lines reach its log file through a pipe: the last ones may still be on their way.
    const counts = () => cluster.instances.map((instance) => ids.filter((id) => readFileSync(instance.logFile, 'utf8').includes(`"requestId":"${id}"`)).length);
    await expect.poll(() => counts().reduce((sum, count) => sum + count, 0)).toBe(6);
    expect(Math.min(...counts())).toBeGreaterThan(0);
  });

  it('serves a picture uploaded through one instance from object storage, whichever instance is asked', async () => {
    const login = await call(a, '/api/auth/local', { method: 'POST', json: { identifier: 'demo@chispa.test', password: 'chispa-demo-2026' } });
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    form.append('fileInfo', JSON.stringify({ name: 'Mi avatar', alternativeText: 'Foto de perfil', caption: 'Avatar' }));
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'avatar.png');
    const stored = await call(a, '/api/upload', { method: 'POST', body: form, token: login.body.jwt });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const { url, provider } = stored.body[0];
    expect(provider).toBe('aws-s3');
    expect(url).toMatch(/^\/uploads\/.+\.png$/);
    const picture = await fetch(`${cluster.url}${url}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    expect(picture.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await picture.arrayBuffer()).length).toBeGreaterThan(0);
    // Not on the disk of the instance that took it: any instance (and the front) reads the bucket.
    expect(readdirSync(join(rootDir, 'server', 'public', 'uploads')).some((name) => url.endsWith(name))).toBe(false);
    // Only reads reach the bucket through the front.
    expect((await fetch(`${cluster.url}${url}`, { method: 'DELETE' })).status).toBe(403);
  });
});

