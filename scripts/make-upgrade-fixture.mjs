// `node scripts/make-upgrade-fixture.mjs <commit>`: the databases an earlier release wrote, for the
// upgrade test (tests/upgrade). It checks out that commit's server and builds it (release-server.mjs,
// kept for the rolling deploy's test), runs it on SQLite and then on PostgreSQL with its demo content, lets a member join, vote on every
// open project and share one, and keeps what each database holds afterwards, with what the member
// did (tests/upgrade/fixture/): nothing in a fixture is written by hand.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dumpDatabase } from './lib/backup/database.mjs';
import { joinAsNewMember } from './lib/join.mjs';
import { rootDir } from './lib/paths.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { releaseServer } from './lib/release-server.mjs';
import { ephemeralSecrets, freePort, startServer } from './lib/server-process.mjs';

const commit = process.argv[2];
if (!commit) {
  console.error('usage: node scripts/make-upgrade-fixture.mjs <commit> (the last released commit)');
  process.exit(2);
}
const fixtureDir = join(rootDir, 'tests', 'upgrade', 'fixture');
const git = (...args) => execFileSync('git', args, { cwd: rootDir, encoding: 'utf8' }).trim();
const fullCommit = git('rev-parse', '--verify', `${commit}^{commit}`);

/**
 * @param {string} base
 * @param {string} path
 * @param {{ token?: string, method?: string, body?: unknown }} [options]
 */
async function call(base, path, { token, method = 'GET', body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** What a member does in the release: joins, votes on every open project (one against), shares one. */
async function memberActivity(base) {
  const { email, password } = await joinAsNewMember(base);
  const { body: session } = await call(base, '/api/auth/local', { method: 'POST', body: { identifier: email, password } });
  const token = session.jwt;
  const projects = (await call(base, '/api/projects?locale=es&pagination[limit]=100')).body.data;
  const votes = [];
  for (const [i, project] of projects.entries()) {
    const support = i === 0 ? -1 : 1;
    const cast = await call(base, '/api/user-project-supports', { token, method: 'POST', body: { data: { support, project: project.documentId } } });
    if (cast.status === 201) votes.push({ project: project.documentId, support, documentId: cast.body.data.documentId });
  }
  if (!votes.length) throw new Error('no project of this release was open to votes');
  const shared = await call(base, '/api/challenges/shareProject', { token, method: 'POST', body: { documentId: votes[0].project } });
  if (shared.status !== 200) throw new Error(`the share was refused: ${shared.status} ${JSON.stringify(shared.body)}`);
  const balance = (await call(base, '/api/did-records?pagination[pageSize]=1', { token })).body.meta.balance;
  return { email, password, votes, balance };
}

/**
 * @param {'sqlite' | 'postgres'} engine
 * @param {string} server the release's server folder
 */
async function recordOn(engine, server) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), `chispa-fixture-${engine}-`));
  const postgres = engine === 'postgres' ? await startThrowawayPostgres() : null;
  const database = postgres?.env ?? { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(dir, 'data.db') };
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  console.log(`› Running the release on ${engine}…`);
  const strapi = await startServer({
    port,
    dir: server,
    logFile: join(dir, 'strapi.log'),
    env: { ...ephemeralSecrets(), NODE_ENV: 'development', ...database, PUBLIC_DIR: join(dir, 'public'), THROTTLE_SCALE: '1000' },
  });
  try {
    const member = await memberActivity(strapi.url);
    await strapi.stop();
    if (postgres) dumpDatabase(postgres.env, join(fixtureDir, 'postgres.dump'));
    else writeFileSync(join(fixtureDir, 'sqlite.db.gz'), gzipSync(readFileSync(join(dir, 'data.db'))));
    return member;
  } finally {
    await strapi.stop();
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const server = await releaseServer(fullCommit);
mkdirSync(fixtureDir, { recursive: true });
const members = { sqlite: await recordOn('sqlite', server), postgres: await recordOn('postgres', server) };
const migrations = existsSync(join(server, 'database', 'migrations')) ? execFileSync('ls', [join(server, 'database', 'migrations')], { encoding: 'utf8' }).split('\n').filter(Boolean) : [];
writeFileSync(
  join(fixtureDir, 'release.json'),
  `${JSON.stringify({ commit: fullCommit, madeAt: new Date().toISOString(), migrations, members }, null, 2)}\n`,
);
console.log(`Fixture of ${fullCommit.slice(0, 12)} written to ${fixtureDir}`);
