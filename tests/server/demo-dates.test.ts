import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ephemeralSecrets, freePort, startServer } from '../../scripts/lib/server-process.mjs';
import { madridToday, votingClosesAt } from '../../server/src/lib/madrid-time';
import { VOTE_HISTORY } from '../../server/src/seed/content/vote-history';
import { PROJECTS } from '../../server/src/seed/content/projects';
import { isVotingOpen } from '../../src/features/voting/rules';
import { apiClient } from './client';
import { scratchDatabase, type ScratchDatabase } from './scratch-database';
import { ADMIN } from './editor';

const DAY = 24 * 60 * 60 * 1000;
/** Over a year ago: the demo still opens its votings and draws, and keeps its closed projects' votes inside their windows. */
const SEEDED_AT = Date.now() - 400 * DAY;
/** The editor's own voting end for the Comedor project, written before the restart. */
const EDITORS_END = madridToday(Date.now() + 3 * DAY);

type Project = { documentId: string; name: string; currentstatus: string; project_type: string; voting_start: string | null; voting_end: string | null; reward?: { documentId: string; start_date: string; end_date: string } | null };

type Stack = Awaited<ReturnType<typeof startServer>>;

/**
 * A development database of its own, seeded as if 40 days ago; `before` runs on that first start
 * (with the draws' scheduler on or off), then the server starts again today.
 */
function demoRestarted({ drawsRun }: { drawsRun: boolean }, before: (helpers: Helpers) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'chispa-demo-dates-'));
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  const logFile = join(dir, 'strapi.log');
  const state: { server?: Stack; client?: ReturnType<typeof apiClient>; database?: ScratchDatabase } = {};
  const helpers = helpersFor(() => state.client!);

  beforeAll(async () => {
    // A database of its own on the suite's engine (SQLite, or PostgreSQL with CHISPA_TEST_DATABASE=postgres).
    state.database = await scratchDatabase();
    await state.database.db.destroy();
    const env = { ...ephemeralSecrets(), NODE_ENV: 'development', ...state.database.serverEnv, PUBLIC_DIR: join(dir, 'public'), TRUST_PROXY: '1' };
    try {
      // Without the scheduler (its first pass days away), no draw is due before the server stops: as a
      // database left alone since. With it, every overdue draw is made at once: as a server left running.
      const firstChecks = drawsRun ? '1000' : String(10 * DAY);
      state.server = await startServer({ port: await freePort(), logFile, env: { ...env, CHISPA_DEMO_SEEDED_AT: new Date(SEEDED_AT).toISOString(), DRAW_CHECK_MS: firstChecks } });
      state.client = apiClient({ base: state.server.url });
      await before(helpers);
      await state.server.stop();
      state.server = await startServer({ port: await freePort(), logFile, env: { ...env, DRAW_CHECK_MS: '1000' } });
      state.client = apiClient({ base: state.server.url });
    } catch (error) {
      console.error(readFileSync(logFile, 'utf8').slice(-4000));
      throw error;
    }
  }, 360_000);

  afterAll(async () => {
    await state.server?.stop();
    await state.database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });
  return { ...helpers, url: () => state.server!.url };
}

type Helpers = ReturnType<typeof helpersFor>;

function helpersFor(client: () => ReturnType<typeof apiClient>) {
  const projects = async (locale: string) => {
    const { status, body } = await client().call(`/api/projects?locale=${locale}&populate=reward&pagination[pageSize]=100`);
    expect(status).toBe(200);
    return body.data as Project[];
  };
  const draw = async (rewardId: string) => {
    const { status, body } = await client().call(`/api/draws/${rewardId}`);
    expect(status).toBe(200);
    return body.data as { status: string; drawAt: string; commitment: string; seed: string | null; prizes: number };
  };
  const admin = async () => {
    const login = await client().call('/admin/login', { method: 'POST', json: ADMIN });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    return (path: string, init: Parameters<ReturnType<typeof apiClient>['call']>[1] = {}) => client().call(path, { ...init, token });
  };
  return { projects, draw, admin, call: (path: string) => client().call(path) };
}

/** Polls (in a hook, where expect.poll cannot run) until `done`, for at most 20 s. */
async function until(done: () => Promise<boolean>) {
  for (const deadline = Date.now() + 20_000; !(await done()); await new Promise((resolve) => setTimeout(resolve, 500))) {
    if (Date.now() > deadline) throw new Error('timed out');
  }
}

const byName = (list: Project[], start: string) => list.find((p) => p.name.startsWith(start))!;

/**
 * A development database seeded over a year ago and left alone, then started again today: the demo's
 * votings and draws are open again, in both languages and in the drafts, except what an editor
 * changed, and its closed projects' votes moved with their windows.
 */
describe('the demo seeded 400 days ago, started today', () => {
  let before: { projects: Project[]; cestaDraw: { status: string; drawAt: string; commitment: string } };
  const { projects, draw, admin, call, url } = demoRestarted({ drawsRun: false }, async (first) => {
    const seeded = await first.projects('es');
    // A member read the vegetable box's draw back then: it is committed, as on any used database.
    before = { projects: seeded, cestaDraw: await first.draw(byName(seeded, 'Huertos').reward!.documentId) };
    // An editor moves the Comedor project's voting end and publishes it.
    const editor = await first.admin();
    const path = `/content-manager/collection-types/api::project.project/${byName(seeded, 'Comedor').documentId}`;
    expect((await editor(`${path}?locale=es`, { method: 'PUT', json: { voting_end: EDITORS_END } })).status).toBe(200);
    expect((await editor(`${path}/actions/publish?locale=es`, { method: 'POST', json: {} })).status).toBe(200);
  });

  it('was seeded with every voting closed (the test clock worked)', () => {
    expect(before.projects.filter((p) => isVotingOpen(p))).toEqual([]);
    expect(Date.parse(byName(before.projects, 'Huertos').reward!.end_date)).toBeLessThan(Date.now());
    expect(before.cestaDraw.status).toBe('committed');
  });

  it('has votings open today, by the app’s rule and the server’s', async () => {
    const open = (await projects('es')).filter((p) => isVotingOpen(p));
    expect(open.map((p) => p.name)).toEqual(expect.arrayContaining(['Huertos urbanos en Nou Barris', 'Bibliotecas de barrio: ¿cómics o ciencia?']));
    const member = apiClient({ base: url() });
    const { jwt } = await member.logIn();
    // The demo member's vote, refused at the first start (voting closed by then), was cast at this one.
    const votes = await member.call('/api/user-project-supports', { token: jwt });
    expect(votes.body.data.map((v: any) => v.project.documentId)).toContain(byName(open, 'Huertos').documentId);
  });

  it('has a draw open for entries: its window includes today and its committed draw moved with it', async () => {
    const { reward } = byName(await projects('es'), 'Huertos');
    expect(Date.parse(reward!.start_date)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(reward!.end_date)).toBeGreaterThan(Date.now() + 20 * DAY);
    const moved = await draw(reward!.documentId);
    expect(moved).toMatchObject({ status: 'committed', commitment: before.cestaDraw.commitment, prizes: 10 });
    expect(Date.parse(moved.drawAt)).toBeGreaterThan(Date.parse(reward!.end_date));
    const member = apiClient({ base: url() });
    const { jwt } = await member.logIn();
    const entry = await member.call('/api/participations', { method: 'POST', token: jwt, json: { rewardId: reward!.documentId, amount: 1, locale: 'es' }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
  });

  it('moved both languages and the drafts alike', async () => {
    const [es, en] = [await projects('es'), await projects('en')];
    const editor = await admin();
    // Every demo project with dates but the one the editor changed (in Spanish only, as the editor published it).
    for (const project of es.filter((p) => p.voting_end && !p.name.startsWith('Comedor'))) {
      const english = en.find((p) => p.documentId === project.documentId)!;
      expect([english.voting_start, english.voting_end]).toEqual([project.voting_start, project.voting_end]);
      for (const locale of ['es', 'en']) {
        const draft = (await editor(`/content-manager/collection-types/api::project.project/${project.documentId}?locale=${locale}`)).body.data;
        expect([draft.voting_start, draft.voting_end]).toEqual([project.voting_start, project.voting_end]);
      }
    }
    const news = (await call('/api/news?locale=es&sort=date:desc')).body.data;
    expect(news[0].date).toBe(madridToday(Date.now() - DAY));
  });

  it('moved the closed projects’ votes with their voting windows, and counts them all', async () => {
    const editor = await admin();
    const listed = await projects('es');
    for (const seed of PROJECTS.filter((p) => VOTE_HISTORY[p.key])) {
      const project = byName(listed, seed.es.name);
      const { votes, positive } = VOTE_HISTORY[seed.key]!;
      const result = await call(`/api/projects/${project.documentId}/results`);
      expect(result.body.data, seed.key).toMatchObject({ counts: { positive, negative: votes - positive }, final: true });
      const days = (await editor(`/campaign/projects/${project.documentId}/days`)).body.data as { day: string; total: number }[];
      expect(days.reduce((sum, d) => sum + d.total, 0), seed.key).toBe(votes);
      const lastDay = madridToday(votingClosesAt(project.voting_end!) - 1);
      for (const { day } of days) expect(day >= project.voting_start! && day <= lastDay, `${seed.key}: ${day}`).toBe(true);
    }
  });

  it('leaves the dates an editor changed', async () => {
    const comedor = byName(await projects('es'), 'Comedor');
    expect(comedor.voting_end).toBe(EDITORS_END);
    expect(comedor.voting_start).toBe(byName(before.projects, 'Comedor').voting_start);
  });
});

/** The same database, but the server kept running: every demo draw was made when its date came. */
describe('the demo seeded 400 days ago whose draws were made, started today', () => {
  let before: { projects: Project[]; draws: Map<string, { seed: string | null; drawAt: string }> };
  const { projects, draw } = demoRestarted({ drawsRun: true }, async (first) => {
    const seeded = await first.projects('es');
    const rewards = seeded.flatMap((p) => (p.reward ? [p.reward.documentId] : []));
    for (const reward of rewards) await until(async () => (await first.draw(reward)).status === 'drawn');
    before = { projects: seeded, draws: new Map(await Promise.all(rewards.map(async (id) => [id, await first.draw(id)] as const))) };
  });

  it('moves the projects but leaves each reward whose draw is done, and its draw, as they were', async () => {
    const now = await projects('es');
    expect(isVotingOpen(byName(now, 'Huertos'))).toBe(true);
    for (const project of now.filter((p) => p.reward)) {
      const earlier = byName(before.projects, project.name.slice(0, 8));
      expect(project.reward).toMatchObject({ start_date: earlier.reward!.start_date, end_date: earlier.reward!.end_date });
      const done = await draw(project.reward!.documentId);
      expect(done).toMatchObject({ status: 'drawn', seed: before.draws.get(project.reward!.documentId)!.seed, drawAt: before.draws.get(project.reward!.documentId)!.drawAt });
    }
  });
});
