import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Knex } from '../../server/node_modules/knex/types/index';
import { startFakePushService } from '../../scripts/lib/fake-push-service.mjs';
import { insertPushSubscribers, serverDatabase } from '../../scripts/lib/push-subscribers.mjs';
import { ephemeralSecrets, freePort, startServer } from '../../scripts/lib/server-process.mjs';
import { madridToday } from '../../server/src/lib/madrid-time';
import { apiClient } from './client';
import { ADMIN } from './editor';

const PROJECT = 'api::project.project';
const MARK = `COLA${Date.now()}`;

type Stack = Awaited<ReturnType<typeof startServer>>;
type Fake = Awaited<ReturnType<typeof startFakePushService>>;

/**
 * A server of its own (it is stopped and started again mid-send), on the suite's engine, whose push
 * service is the fake one (scripts/lib/fake-push-service.mjs): four sends in flight, quick retries.
 */
const dir = mkdtempSync(join(tmpdir(), 'chispa-push-queue-'));
mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
const logFile = join(dir, 'strapi.log');
let fake: Fake;
let server: Stack | undefined;
let env: Record<string, string>;
let db: Knex;
let dropDatabase = async () => {};
let token: string;
let partner: string;

const client = () => apiClient({ base: server!.url });
const admin = (path: string, init: Parameters<ReturnType<typeof apiClient>['call']>[1] = {}) => client().call(path, { ...init, token });
const start = async (changes: Record<string, string> = {}) => {
  server = await startServer({ port: await freePort(), logFile, env: { ...env, ...changes } });
  const login = await client().call('/admin/login', { method: 'POST', json: ADMIN });
  expect(login.status).toBe(200);
  token = login.body.data.token;
};

beforeAll(async () => {
  try {
    fake = await startFakePushService({ dir, decrypt: true, retryAfterS: 1 });
    const suite = inject('databaseEnv');
    let database: Record<string, string>;
    if (suite.DATABASE_CLIENT === 'postgres') {
      const name = `push_queue_${randomBytes(4).toString('hex')}`;
      const cluster = serverDatabase(suite);
      await cluster.raw('create database ??', [name]);
      dropDatabase = async () => (await cluster.raw('drop database if exists ?? with (force)', [name]), await cluster.destroy());
      database = { ...suite, DATABASE_NAME: name };
    } else {
      database = { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(dir, 'push.db') };
    }
    env = {
      ...ephemeralSecrets(),
      NODE_ENV: 'development',
      ...database,
      PUBLIC_DIR: join(dir, 'public'),
      TRUST_PROXY: '1',
      ADMIN_RATELIMIT_MAX: '100',
      PUSH_TEST_SERVICE: fake.url,
      NODE_EXTRA_CA_CERTS: fake.caFile,
      PUSH_CONCURRENCY: '4',
      PUSH_POLL_MS: '200',
      PUSH_RETRY_BASE_MS: '200',
      PUSH_CLOSING_CHECK_MS: '1000',
    };
    await start();
    db = serverDatabase(env);
    const projects = (await client().call('/api/projects?populate=partner&locale=es')).body.data as { partner?: { documentId: string } | null }[];
    partner = projects.find((project) => project.partner)!.partner!.documentId;
  } catch (error) {
    console.error(readFileSync(logFile, 'utf8').slice(-4000));
    throw error;
  }
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await db?.destroy();
  await dropDatabase();
  await fake?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** `count` devices of their own (five per member), subscribed to `topics` (new projects): their ids at the fake service. */
async function devices(name: string, count: number, { topics = ['newProjects'], voteOn }: { topics?: string[]; voteOn?: string } = {}) {
  const ids = Array.from({ length: count }, (_, n) => `${name}-${n}`);
  const { keys } = fake.subscription('x');
  await insertPushSubscribers(db, { count, endpointOf: (n) => fake.subscription(ids[n]!).endpoint, keys, topics, voteOn, tag: `${name}${randomBytes(3).toString('hex')}` });
  return ids;
}

/** An editor saves a new project's draft (open to votes until `votingEnd`). */
async function draftProject(name: string, votingEnd = '2099-01-01') {
  const saved = await admin(`/content-manager/collection-types/${PROJECT}?locale=es`, {
    method: 'POST',
    json: { name, location: 'Sevilla', currentstatus: 'published', project_type: 'others', voting_start: '2020-01-01', voting_end: votingEnd, partner: { connect: [{ documentId: partner, locale: 'es' }] } },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
  return saved.body.data.documentId as string;
}

const publish = async (documentId: string) =>
  expect((await admin(`/content-manager/collection-types/${PROJECT}/${documentId}/actions/publish?locale=es`, { method: 'POST', json: {} })).status).toBe(200);

/** An editor publishes a new project: every device that asked for new projects is told. */
async function publishNewProject(name: string) {
  const documentId = await draftProject(name);
  await publish(documentId);
  return documentId;
}

/** The counts the editors see for the event of a project named `name`. */
async function sentFor(name: string) {
  const found = await admin(`/content-manager/collection-types/api::notification.notification?page=1&pageSize=5&filters[subject][$eq]=${encodeURIComponent(name)}`);
  return (found.body.results?.[0] ?? null) as { members: number; sent: number; rateLimited: number; gone: number; failed: number } | null;
}

const receivedBy = (ids: string[]) => ids.map((id) => fake.received(id));
const total = (ids: string[]) => receivedBy(ids).reduce((sum, n) => sum + n, 0);
const pending = async () => Number((await db('chispa_push_deliveries').where({ state: 'pending' }).count({ n: '*' }))[0]!.n);
const stored = async (ids: string[]) => Number((await db('push_subscriptions').whereIn('endpoint', ids.map((id) => fake.subscription(id).endpoint)).count({ n: '*' }))[0]!.n);

describe('the push queue', () => {
  // Each test's event goes to its own devices only.
  afterEach(async () => {
    await db('push_subscriptions_user_lnk').delete();
    await db('push_subscriptions').delete();
  });

  it('survives a restart mid-send: every device gets the message exactly once', async () => {
    const ids = await devices('restart', 80);
    // Half a second per send, four at a time: about ten seconds for them all.
    fake.behave({ latencyMs: 500 });
    const name = `${MARK} reinicio`;
    const project = await publishNewProject(name);
    await expect.poll(() => total(ids), { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(8);
    await server!.stop();
    // Stopped mid-send: some devices were told, the others wait in the database.
    const before = total(ids);
    expect(before).toBeLessThan(ids.length);
    expect(await pending()).toBe(ids.length - before);
    fake.behave({ latencyMs: 20 });
    await start();
    await expect.poll(() => total(ids), { timeout: 60_000, interval: 200 }).toBe(ids.length);
    await expect.poll(() => sentFor(name), { timeout: 10_000 }).toMatchObject({ members: 16, sent: 80, rateLimited: 0, gone: 0, failed: 0 });
    expect(receivedBy(ids)).toEqual(ids.map(() => 1));
    expect(JSON.parse(fake.messages(ids[0]!)[0]!)).toEqual({ title: 'Nuevo proyecto para votar', body: name, url: `/projects/${project}`, tag: `newProjects:/projects/${project}`, lang: 'es' });
  }, 240_000);

  it('after a crash, takes the dead instance’s rows again when their lease ends: every device at least once, only those in flight twice', async () => {
    await server!.stop();
    // The instance that dies holds its claims for three seconds (two minutes by default).
    await start({ PUSH_LEASE_MS: '3000' });
    const ids = await devices('crash', 40);
    fake.behave({ latencyMs: 500 });
    const name = `${MARK} caida`;
    await publishNewProject(name);
    await expect.poll(() => total(ids), { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(8);
    server!.kill('SIGKILL');
    await server!.exited;
    expect(total(ids)).toBeLessThan(ids.length);
    fake.behave({ latencyMs: 20 });
    await start();
    await expect.poll(() => receivedBy(ids).every((n) => n >= 1), { timeout: 60_000, interval: 200 }).toBe(true);
    await expect.poll(() => sentFor(name), { timeout: 10_000 }).toMatchObject({ sent: 40, gone: 0, failed: 0 });
    // Sent twice at most: the sends in flight at the crash (4) and the outcomes not yet marked (a
    // statement per 4 outcomes, one of them being written).
    expect(receivedBy(ids).filter((n) => n > 1).length).toBeLessThanOrEqual(12);
  }, 240_000);

  it.skipIf(inject('databaseEnv').DATABASE_CLIENT !== 'postgres')('is shared by instances on one PostgreSQL: both send, and no device gets the message twice', async () => {
    const second = await startServer({ port: await freePort(), logFile: join(dir, 'second.log'), env });
    try {
      const ids = await devices('cluster', 80);
      fake.behave({ latencyMs: 300 });
      const name = `${MARK} dos instancias`;
      await publishNewProject(name);
      // Each instance's claims are named by its own id: both hold some at once.
      const claimants = async () =>
        new Set(((await db('chispa_push_deliveries').whereNotNull('claimed_by').select('claimed_by')) as { claimed_by: string }[]).map((row) => row.claimed_by.split(':')[0])).size;
      await expect.poll(claimants, { timeout: 30_000, interval: 50 }).toBe(2);
      await expect.poll(() => sentFor(name), { timeout: 60_000 }).toMatchObject({ sent: 80, failed: 0 });
      expect(receivedBy(ids)).toEqual(ids.map(() => 1));
    } finally {
      fake.behave({ latencyMs: 0 });
      await second.stop();
    }
  }, 240_000);

  it('forgets a device its push service says is gone (410 or 404), and tells the others', async () => {
    const [gone410, gone404, kept] = await devices('gone', 3);
    fake.script(gone410!, [410]);
    fake.script(gone404!, [404]);
    const name = `${MARK} sin dispositivo`;
    await publishNewProject(name);
    await expect.poll(() => sentFor(name), { timeout: 30_000 }).toMatchObject({ sent: 1, gone: 2, failed: 0 });
    expect(receivedBy([gone410!, gone404!, kept!])).toEqual([0, 0, 1]);
    expect(await stored([gone410!, gone404!])).toBe(0);
    expect(await stored([kept!])).toBe(1);
  }, 60_000);

  it('tries again after 429 and 5xx (waits: lib/push/backoff.test.ts), and delivers once', async () => {
    const [busy, broken] = await devices('retry', 2);
    fake.script(busy!, [429, 429]);
    fake.script(broken!, [500, 503]);
    const answered = fake.answers();
    const name = `${MARK} reintento`;
    await publishNewProject(name);
    await expect.poll(() => sentFor(name), { timeout: 30_000 }).toMatchObject({ sent: 2, failed: 0, gone: 0 });
    expect(receivedBy([busy!, broken!])).toEqual([1, 1]);
    const now = fake.answers();
    expect((now.get(429) ?? 0) - (answered.get(429) ?? 0)).toBe(2);
    expect((now.get(500) ?? 0) + (now.get(503) ?? 0) - (answered.get(500) ?? 0) - (answered.get(503) ?? 0)).toBe(2);
    expect(await stored([busy!, broken!])).toBe(2);
  }, 60_000);

  it('tells the members who have not voted that a voting closes within a day, and not those who have', async () => {
    // Voting ends the day after tomorrow: its last day to vote is tomorrow, within 24 hours.
    const name = `${MARK} cierra`;
    const project = await draftProject(name, madridToday(Date.now() + 2 * 24 * 60 * 60 * 1000));
    const voters = await devices('voted', 5, { topics: ['votingClosing'], voteOn: project });
    const others = await devices('not-voted', 5, { topics: ['votingClosing'] });
    await publish(project);
    await expect.poll(() => sentFor(name), { timeout: 30_000 }).toMatchObject({ members: 1, sent: 5 });
    const told = (id: string) => fake.messages(id).map((text) => JSON.parse(text) as { title: string; url: string }).filter((message) => message.url === `/projects/${project}`);
    expect(others.map((id) => told(id).map((message) => message.title))).toEqual(others.map(() => ['La votación cierra en menos de 24 horas']));
    expect(voters.map((id) => told(id))).toEqual(voters.map(() => []));
  }, 60_000);

  it('keeps each device to three notifications a day, and the editors see the ones held back', async () => {
    const limited = await devices('limit', 5);
    const names = [0, 1, 2, 3].map((n) => `${MARK} limite ${n}`);
    for (const name of names) await publishNewProject(name);
    await expect.poll(() => sentFor(names[3]!), { timeout: 30_000 }).not.toBeNull();
    for (const name of names.slice(0, 3)) await expect.poll(() => sentFor(name), { timeout: 30_000 }).not.toBeNull();
    expect(receivedBy(limited)).toEqual(limited.map(() => 3));
    const counts = await Promise.all(names.map(sentFor));
    expect(counts.reduce((sum, count) => sum + count!.rateLimited, 0)).toBeGreaterThanOrEqual(limited.length);
  }, 60_000);
});
