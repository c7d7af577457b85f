import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backUp } from '../../scripts/lib/backup/index.mjs';
import { startCluster } from '../../scripts/lib/cluster/index.mjs';
import { serverDir } from '../../scripts/lib/paths.mjs';
import { releaseServer } from '../../scripts/lib/release-server.mjs';
import { freePort } from '../../scripts/lib/server-process.mjs';
import { ADMIN } from './editor';
import { call, type Cluster } from './instances';
import { loadFigures, startLoad, type Sent } from './load';
import { flushOnce, joinOnRelease, refreshSession, releaseOutbox, replayAll, type FlushResult, type OutboxEntry, type Phone, type QueuedWrite } from './release-phones';

// A rolling deploy from the previous release (the upgrade fixture's commit, tests/upgrade) to this
// one, under load, as docs/deployment.md says: back up, then one instance at a time is taken out of
// nginx, stopped (SIGTERM), started again on the new version and put back once ready; the first one's
// boot migrates the database while the other, still the previous release, serves. Phones hold writes
// queued offline by the previous release's app (its own outbox code: release-phones.ts) and replay
// them once the cluster runs the new version. Every write lands once, balances are exact, no member
// is signed out. 1.5 to 3 minutes on two cores, plus the previous release's build once per machine
// (about 2; kept in server/.tmp/releases): figures in docs/benchmarks.md.

const release = JSON.parse(readFileSync(new URL('../upgrade/fixture/release.json', import.meta.url), 'utf8')) as { commit: string };
const LOAD_MEMBERS = 4;
const PHONES = 4;
const GRANT = 100_000;

type Project = { documentId: string; name: string; reward?: { documentId: string; cost: number } | null };

let cluster: Cluster;
let dataDir: string;
let outbox: Awaited<ReturnType<typeof releaseOutbox>>;
let huertos: Project;
let comedor: Project;
let voteAward: number;
let loaders: Phone[] = [];
let phones: Phone[] = [];
const balanceBefore = new Map<number, number>();
let load: ReturnType<typeof startLoad>;
let loadSent: Sent[] = [];
const replays = new Map<number, Awaited<ReturnType<typeof replayAll>>>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const balanceOf = async (member: Phone) => (await call(cluster, '/api/did-records?pagination[pageSize]=1', { token: member.token })).body.meta.balance as number;
/** psql's rows as [column, column…]. */
const rows = (sql: string) => cluster.postgres.query(sql).split('\n').filter(Boolean).map((line) => line.split('|'));
/** `key → how many rows hold it`, for a query answering (key, count). */
const counted = (sql: string) => new Map(rows(sql).map(([key, count]) => [key!, Number(count)]));
const ids = (members: Phone[]) => members.map((member) => `'${member.userId}'`).join(', ');

beforeAll(async () => {
  const previous = await releaseServer(release.commit);
  dataDir = mkdtempSync(join(tmpdir(), 'chispa-rolling-'));
  cluster = await startCluster({ instances: 2, appPort: await freePort(), dataDir, keepData: false, serverDir: previous });
  outbox = await releaseOutbox(release.commit);
}, 900_000);

afterAll(async () => {
  await load?.stop();
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe(`a rolling deploy from the previous release (${release.commit.slice(0, 12)}) under load`, () => {
  it("runs the previous release: members join, and phones queue votes and draw entries offline with its app's outbox", { timeout: 240_000 }, async () => {
    const [a, b] = cluster.instances;
    const { body } = await call(cluster, '/api/projects?populate=all&locale=es&pagination[pageSize]=100');
    huertos = (body.data as Project[]).find((project) => project.name.startsWith('Huertos'))!;
    comedor = (body.data as Project[]).find((project) => project.name.startsWith('Comedor'))!;
    expect(huertos?.reward?.documentId).toBeTruthy();
    expect(comedor?.documentId).toBeTruthy();

    const joined = await Promise.all(Array.from({ length: LOAD_MEMBERS + PHONES }, (_, i) => joinOnRelease(cluster, i % 2 ? b! : a!)));
    loaders = joined.slice(0, LOAD_MEMBERS);
    phones = joined.slice(LOAD_MEMBERS);
    // DIDs enough for every draw entry: an editor's adjustment, as the release's admin panel makes it.
    const login = await call(cluster, '/admin/login', { method: 'POST', json: ADMIN });
    expect(login.status).toBe(200);
    for (const member of joined) {
      const adjustment = await call(cluster, '/content-manager/collection-types/api::did-record.did-record', {
        method: 'POST',
        token: login.body.data.token,
        json: { amount: GRANT, reason: 'adjustment', user: { connect: [{ id: member.userId }] } },
      });
      expect(adjustment.status, JSON.stringify(adjustment.body)).toBeLessThan(300);
    }
    // The load's members may enter Huertos's draw: they voted for it (online, before the deploy).
    const awards: number[] = [];
    for (const member of loaders) {
      const before = await balanceOf(member);
      const vote = await call(cluster, '/api/user-project-supports', { method: 'POST', token: member.token, json: { data: { support: 1, project: huertos.documentId } } });
      expect(vote.status).toBe(201);
      awards.push((await balanceOf(member)) - before);
    }
    voteAward = awards[0]!;
    expect(awards).toEqual(awards.map(() => voteAward));

    // Offline, each phone queues two votes (one against) and four draw entries (five tickets).
    const writes: QueuedWrite[] = [
      { kind: 'vote', payload: { project: huertos.documentId, support: 1 }, meta: {} },
      { kind: 'vote', payload: { project: comedor.documentId, support: -1 }, meta: {} },
      ...[1, 2, 1, 1].map((amount): QueuedWrite => ({ kind: 'participation', payload: { rewardId: huertos.reward!.documentId, amount }, meta: {} })),
    ];
    for (const phone of phones) {
      balanceBefore.set(phone.userId, await balanceOf(phone));
      for (const write of writes) await outbox.enqueue(write, phone.userId, { locale: 'es' });
    }
    // Two of them try while the network is away: their entries wait with a failed try and a backoff.
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    for (const phone of phones.slice(0, 2)) {
      expect(await flushOnce(outbox, phone, nowhere)).toEqual([]);
      const waiting = await outbox.listEntriesOf(phone.userId);
      expect(waiting).toHaveLength(writes.length);
      expect(waiting[0]).toMatchObject({ attempts: 1, lastError: 'offline' });
    }
    // The last one reached the release with its first vote and entry, but the answers were lost: both
    // are still in its outbox, to be sent again (same keys) to the new version.
    const last = phones.at(-1)!;
    const [firstVote, , firstEntry] = await outbox.listEntriesOf(last.userId);
    for (const entry of [firstVote!, firstEntry!]) {
      expect(await outbox.sendEntry(entry, last.token, last.jar.get('XSRF-TOKEN'), cluster.url)).toMatchObject({ kind: 'delivered', status: 201 });
    }
    expect(await outbox.listEntriesOf(last.userId)).toHaveLength(writes.length);
  });

  it('upgrades the instances one at a time, nginx draining each, while the load runs', { timeout: 600_000 }, async () => {
    for (const member of loaders) balanceBefore.set(member.userId, await balanceOf(member));
    load = startLoad({ front: cluster.url, members: loaders, rewardId: huertos.reward!.documentId });
    await sleep(5_000); // the load on the previous release first

    // 1. Back up first.
    let at = performance.now();
    await backUp({ ...cluster.postgres.env, ...cluster.storage.env }, join(dataDir, 'backup-before-deploy'));
    const backupSeconds = (performance.now() - at) / 1000;

    // 2 and 3. One instance at a time: out of nginx (its requests in flight finish), SIGTERM, the new
    // version on its port (the first one's boot migrates), back into nginx once ready.
    const out: Array<{ instance: number; outSeconds: number; bootSeconds: number }> = [];
    for (const index of [0, 1]) {
      const previous = cluster.instances[index]!;
      at = performance.now();
      await cluster.nginx.drain([previous.port]);
      await previous.stop();
      expect(await previous.exited).toEqual({ code: 0, signal: null });
      const booting = performance.now();
      const next = await cluster.restartInstance(index, { dir: serverDir });
      await expect.poll(async () => (await call(next, '/api/health/ready')).status, { timeout: 120_000, interval: 250 }).toBe(200);
      const bootSeconds = (performance.now() - booting) / 1000;
      await cluster.nginx.drain([]);
      out.push({ instance: index + 1, outSeconds: (performance.now() - at) / 1000, bootSeconds });
    }
    console.log(`  backup before the deploy: ${backupSeconds.toFixed(1)} s`);
    for (const { instance, outSeconds, bootSeconds } of out) {
      console.log(`  instance ${instance} out of nginx for ${outSeconds.toFixed(1)} s (the new version's boot to readiness: ${bootSeconds.toFixed(1)} s${instance === 1 ? ', migrations included' : ''})`);
    }

    // Every migration of this version has run, once.
    const migrations = readdirSync(join(serverDir, 'database', 'migrations')).filter((name) => name.endsWith('.js'));
    expect(rows('select name from strapi_migrations').map(([name]) => name).sort()).toEqual([...migrations].sort());
  });

  it("replays the phones' queued writes, sent by the previous release's app to the new version: each once", { timeout: 300_000 }, async () => {
    for (const [index, phone] of phones.entries()) {
      // Two phones renew their session first (the refresh cookie the previous release set), two go on with their old access token.
      if (index >= 2) expect(await refreshSession(outbox, phone, cluster.url)).toMatchObject({ kind: 'renewed' });
      const replay = await replayAll(outbox, phone, cluster.url);
      replays.set(phone.userId, replay);
      expect(replay.left).toEqual([]);
      expect(phone.signedOut).toBe(false);
      const outcomes = replay.results.map((result: FlushResult) => [result.entry.kind, result.outcome, result.status]);
      const lostAnswers = index === phones.length - 1;
      expect(outcomes).toEqual([
        ['vote', 'sent', lostAnswers ? 200 : 201],
        ['vote', 'sent', 201],
        ['participation', 'sent', lostAnswers ? 200 : 201],
        ['participation', 'sent', 201],
        ['participation', 'sent', 201],
        ['participation', 'sent', 201],
      ]);
    }
    const results = [...replays.values()].flatMap((replay) => replay.results);
    const retried = results.filter((result) => result.entry.attempts > 0).length;
    console.log(
      `  phones: ${results.length} queued writes replayed by the previous release's outbox in ${phones.map((phone) => phone.wire.single).reduce((x, y) => x + y, 0)} single requests and ${phones.map((phone) => phone.wire.batches).reduce((x, y) => x + y, 0)} batches; ${retried} of them had failed a try before (offline), 2 had reached the previous release with their answers lost`,
    );
    await sleep(5_000); // the load goes on after the phones
  });

  it('answers every request of the load; the only failed tries are retried: reads at once, draw entries with their keys', { timeout: 180_000 }, async () => {
    const { sent, seconds } = await load.stop();
    loadSent = sent;
    const figures = loadFigures(sent);
    console.log(
      `  load: ${figures.requests} requests in ${seconds.toFixed(0)} s (${figures.reads} reads, ${figures.writes} draw entries); ${figures.failedTries} failed tries, retried: ${figures.retriedReads} reads, ${figures.retriedWrites} draw entries (same key); unanswered ${figures.unanswered}; failed tries by outcome ${JSON.stringify(figures.causes)}`,
    );
    expect(figures.unanswered).toBe(0);
    expect(figures.statuses.filter((status) => !/^(projects 200|balance 200|entry 20[01])$/.test(status))).toEqual([]);
    // A read is never refused nor answered by a gateway's error: at most its connection dropped once
    // (a reused keep-alive connection closed by a reload), and the next try answered, as a browser resends it.
    for (const read of sent.filter((request) => request.kind !== 'entry' && request.tries.length > 1)) {
      expect(read.tries.slice(0, -1).every((outcome) => outcome.startsWith('network:'))).toBe(true);
      expect(read.tries).toHaveLength(2);
    }
  });

  it('lands every write exactly once (rows counted) and keeps every balance exact', async () => {
    const cost = huertos.reward!.cost;
    const entries = loadSent.filter((request) => request.kind === 'entry');
    const phoneEntries: OutboxEntry[] = [...replays.values()].flatMap((replay) => replay.results.map((result) => result.entry));
    const expectedKeys = [
      ...entries.map((request) => `${loaders[request.member]!.userId}:${request.key}`),
      ...phoneEntries.filter((entry) => entry.kind === 'participation').map((entry) => `${entry.userId}:${entry.id}`),
    ].sort();
    const everyone = ids([...loaders, ...phones]);
    const participations = counted(`select request_key, count(*) from participations where split_part(request_key, ':', 1) in (${everyone}) group by request_key`);
    expect([...participations.keys()].sort()).toEqual(expectedKeys);
    expect([...participations.values()].every((count) => count === 1)).toBe(true);
    const charges = counted(`select event_key, count(*) from did_records where event_key like 'participation:%' and split_part(event_key, ':', 2) in (${everyone}) group by event_key`);
    expect([...charges.keys()].sort()).toEqual(expectedKeys.map((key) => `participation:${key}`).sort());
    expect([...charges.values()].every((count) => count === 1)).toBe(true);

    const expectedVotes = phones.flatMap((phone) => [huertos, comedor].map((project) => `${phone.userId}:${project.documentId}`)).sort();
    const votes = counted(`select vote_key, count(*) from user_project_supports where split_part(vote_key, ':', 1) in (${ids(phones)}) group by vote_key`);
    expect([...votes.keys()].sort()).toEqual(expectedVotes);
    expect([...votes.values()].every((count) => count === 1)).toBe(true);
    const awards = counted(`select event_key, count(*) from did_records where event_key like 'vote:%' and split_part(event_key, ':', 2) in (${ids(phones)}) group by event_key`);
    expect([...awards.keys()].sort()).toEqual(expectedVotes.map((key) => `vote:${key}`).sort());
    expect([...awards.values()].every((count) => count === 1)).toBe(true);

    for (const [index, member] of loaders.entries()) {
      const entered = entries.filter((request) => request.member === index).length;
      expect(await balanceOf(member)).toBe(balanceBefore.get(member.userId)! - entered * cost);
    }
    for (const phone of phones) expect(await balanceOf(phone)).toBe(balanceBefore.get(phone.userId)! + 2 * voteAward - 5 * cost);
    console.log(`  ${expectedKeys.length} draw entries and ${expectedVotes.length} votes, each one row and one DIDs record; ${loaders.length + phones.length} balances exact`);
  });

  it('signs no member out: the access tokens and refresh cookies the previous release issued still work', async () => {
    for (const member of [...loaders, ...phones]) {
      const issuedBefore = member.token;
      expect((await call(cluster, '/api/users/me', { token: issuedBefore })).status).toBe(200);
      expect(await refreshSession(outbox, member, cluster.url)).toMatchObject({ kind: 'renewed' });
      expect((await call(cluster, '/api/users/me', { token: member.token })).status).toBe(200);
    }
  });
});
