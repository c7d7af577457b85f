import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from '../../server/node_modules/knex/types/index';
import { restoreDatabase } from '../../scripts/lib/backup/database.mjs';
import { buildServer } from '../../scripts/lib/builds.mjs';
import { ensureServerEnv } from '../../scripts/lib/server-env.mjs';
import { startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';
import { ephemeralSecrets, freePort, startServer } from '../../scripts/lib/server-process.mjs';

// Today's server started on the databases the last release wrote (tests/upgrade/fixture, made by
// scripts/make-upgrade-fixture.mjs from that release's commit): its migrations run, Strapi's schema
// sync follows, and everything a member had is still theirs, read and replayed through the API.
const fixtureDir = new URL('./fixture/', import.meta.url);
type Member = { email: string; password: string; votes: Array<{ project: string; support: number; documentId: string }>; balance: number };
const release = JSON.parse(readFileSync(new URL('release.json', fixtureDir), 'utf8')) as { commit: string; madeAt: string; migrations: string[]; members: Record<'sqlite' | 'postgres', Member> };
const todaysMigrations = readdirSync(new URL('../../server/database/migrations/', import.meta.url)).filter((name) => name.endsWith('.js'));

const requireFromServer = createRequire(new URL('../../server/package.json', import.meta.url));
const knex = requireFromServer('knex') as (config: Knex.Config) => Knex;

beforeAll(async () => {
  ensureServerEnv();
  await buildServer();
});

async function call(base: string, path: string, { token, method = 'GET', body }: { token?: string; method?: string; body?: unknown } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

describe.each(['sqlite', 'postgres'] as const)(`upgrading the release's %s database`, (engine) => {
  const dir = mkdtempSync(join(tmpdir(), `chispa-upgrade-${engine}-`));
  const member = release.members[engine];
  let postgres: Awaited<ReturnType<typeof startThrowawayPostgres>> | null = null;
  let server: Awaited<ReturnType<typeof startServer>>;
  let db: Knex;
  let token: string;

  beforeAll(async () => {
    mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
    let database: Record<string, string>;
    if (engine === 'postgres') {
      postgres = await startThrowawayPostgres();
      restoreDatabase(postgres.env, new URL('postgres.dump', fixtureDir).pathname);
      database = postgres.env;
      const env = postgres.env as Record<string, string>;
      db = knex({ client: 'pg', connection: { host: env.DATABASE_HOST, port: Number(env.DATABASE_PORT), user: env.DATABASE_USERNAME, database: env.DATABASE_NAME } });
    } else {
      const file = join(dir, 'data.db');
      writeFileSync(file, gunzipSync(readFileSync(new URL('sqlite.db.gz', fixtureDir))));
      database = { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file };
      db = knex({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true });
    }
    // No demo content: what the server finds is the release's, nothing seeded over it.
    server = await startServer({
      port: await freePort(),
      logFile: join(dir, 'strapi.log'),
      env: { ...ephemeralSecrets(), NODE_ENV: 'development', CHISPA_DEMO_DATA: 'false', ...database, PUBLIC_DIR: join(dir, 'public') },
    });
    const session = await call(server.url, '/api/auth/local', { method: 'POST', body: { identifier: member.email, password: member.password } });
    expect(session.status).toBe(200);
    token = session.body.jwt;
  });

  afterAll(async () => {
    await server?.stop();
    await db?.destroy();
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("seeds the legal texts (content, not demo data) and grants the release's editing roles them, the barrier reports to read", async () => {
    const terms = await call(server.url, '/api/legal-texts/terms?locale=es');
    expect(terms.status).toBe(200);
    expect(terms.body.data).toMatchObject({ kind: 'terms', locale: 'es', version: 1, material: false });
    // A member from before has nothing to accept: no material change since they joined.
    expect((await call(server.url, '/api/legal-acceptances/pending?locale=es', { token })).body).toEqual({ data: [] });
    // The Editor's and Author's (the Super Admin's are Strapi's, every action on every type).
    const actionsOn = async (subject: string) =>
      (
        (await db('admin_permissions as p')
          .join('admin_permissions_role_lnk as l', 'l.permission_id', 'p.id')
          .join('admin_roles as r', 'r.id', 'l.role_id')
          .whereIn('r.code', ['strapi-editor', 'strapi-author'])
          .where('p.subject', subject)
          .distinct('p.action')) as Array<{ action: string }>
      )
        .map((row) => row.action.replace('plugin::content-manager.explorer.', ''))
        .sort();
    expect(await actionsOn('api::legal-text.legal-text')).toEqual(expect.arrayContaining(['create', 'publish', 'read', 'update']));
    expect(await actionsOn('api::barrier-report.barrier-report')).toEqual(['read']);
  });

  it("runs each of today's migrations once: the release's were run by the release, the others now", async () => {
    const ran = (await db('strapi_migrations').select('name', 'time')) as Array<{ name: string; time: string | number | Date }>;
    expect(ran.map((row) => row.name).sort()).toEqual([...todaysMigrations].sort());
    for (const row of ran) {
      const ranNow = new Date(row.time).getTime() > new Date(release.madeAt).getTime();
      expect({ name: row.name, ranNow }).toEqual({ name: row.name, ranNow: !release.migrations.includes(row.name) });
    }
  });

  it("keeps the member's votes, and answers a replayed one with the vote the release stored", async () => {
    const votes = await call(server.url, '/api/user-project-supports', { token });
    expect(votes.status).toBe(200);
    const stored = votes.body.data.map((vote: { documentId: string; support: number; project: { documentId: string } }) => ({
      project: vote.project.documentId,
      support: vote.support,
      documentId: vote.documentId,
    }));
    expect(stored).toEqual(expect.arrayContaining(member.votes));
    expect(stored).toHaveLength(member.votes.length);

    const [first] = member.votes;
    const replay = await call(server.url, '/api/user-project-supports', { token, method: 'POST', body: { data: { support: first!.support, project: first!.project } } });
    expect(replay.status).toBe(200);
    expect(replay.body.data.documentId).toBe(first!.documentId);
  });

  it("keeps the member's DIDs balance, and pays no award twice", async () => {
    const balance = async () => (await call(server.url, '/api/did-records?pagination[pageSize]=1', { token })).body.meta.balance;
    expect(await balance()).toBe(member.balance);
    const share = await call(server.url, '/api/challenges/shareProject', { token, method: 'POST', body: { documentId: member.votes[0]!.project } });
    expect(share.status).toBe(200);
    expect(share.body.data.awarded).toBe(0);
    expect(await balance()).toBe(member.balance);
  });

  it('gives the vote and award keys unique indexes, which the database itself enforces', async () => {
    const [vote] = await db('user_project_supports').select('vote_key').limit(1);
    await expect(db('user_project_supports').insert({ document_id: 'upgrade-test-duplicate', vote_key: vote.vote_key, support: 1, project_document_id: 'x' })).rejects.toThrow(/unique/i);
    const [record] = await db('did_records').whereNotNull('event_key').select('event_key').limit(1);
    await expect(db('did_records').insert({ document_id: 'upgrade-test-duplicate', event_key: record.event_key, amount: 1, reason: 'adjustment' })).rejects.toThrow(/unique/i);
  });
});
