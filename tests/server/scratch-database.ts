import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Knex } from '../../server/node_modules/knex/types/index';

// The server's own knex and drivers.
const requireFromServer = createRequire(new URL('../../server/package.json', import.meta.url));
const knex = requireFromServer('knex') as (config: Knex.Config) => Knex;

type DatabaseEnv = Record<string, string | undefined>;

/** How to reach the suite's PostgreSQL cluster (the server's database unless another is named). */
const postgresConnection = (env: DatabaseEnv, database = env.DATABASE_NAME) => ({
  host: env.DATABASE_HOST,
  port: Number(env.DATABASE_PORT),
  user: env.DATABASE_USERNAME,
  password: env.DATABASE_PASSWORD,
  database,
});

/** `serverEnv`: the DATABASE_* settings that start a Strapi on it (its own server, as demo-dates.test.ts starts). */
export type ScratchDatabase = { db: Knex; client: 'sqlite' | 'postgres'; serverEnv: Record<string, string>; drop(): Promise<void> };

/**
 * An empty database of its own on the engine the server suite runs on (a SQLite file, or a new
 * database in the suite's PostgreSQL cluster), for tests of what runs on a database before Strapi
 * does (migrations). drop() removes it.
 */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const env = inject('databaseEnv');
  if (env.DATABASE_CLIENT !== 'postgres') {
    const dir = mkdtempSync(join(tmpdir(), 'chispa-scratch-'));
    const filename = join(dir, 'scratch.db');
    const db = knex({ client: 'better-sqlite3', connection: { filename }, useNullAsDefault: true });
    const serverEnv = { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename };
    return { db, client: 'sqlite', serverEnv, drop: async () => (await db.destroy(), rmSync(dir, { recursive: true, force: true })) };
  }
  const name = `scratch_${randomBytes(6).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: postgresConnection(env) });
  await admin.raw('create database ??', [name]);
  const db = knex({ client: 'pg', connection: postgresConnection(env, name) });
  const serverEnv = Object.fromEntries(Object.entries({ ...env, DATABASE_NAME: name }).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return {
    db,
    client: 'postgres',
    serverEnv,
    async drop() {
      await db.destroy();
      await admin.raw('drop database if exists ??', [name]);
      await admin.destroy();
    },
  };
}

/**
 * The running server's own PostgreSQL database, for a test that must hold a lock the way a
 * concurrent request would, at a moment HTTP cannot choose. Null on SQLite.
 */
export function serverPostgres(): Knex | null {
  const env = inject('databaseEnv');
  if (env.DATABASE_CLIENT !== 'postgres') return null;
  return knex({ client: 'pg', connection: postgresConnection(env), pool: { min: 0, max: 2 } });
}

/**
 * For a test's own transaction on the server's PostgreSQL that takes the place of one side of a
 * possible deadlock: makes it the side PostgreSQL checks first (so it is the one aborted, and the
 * test fails, if the server's side takes its locks in the other order), and answers how many other
 * sessions are waiting for its locks right now.
 */
export async function deadlockWitness(db: Knex, trx: Knex.Transaction): Promise<() => Promise<number>> {
  await trx.raw(`set local deadlock_timeout = '100ms'`);
  const { rows } = await trx.raw('select pg_backend_pid() as pid');
  return async () => (await db.raw('select count(*)::int as n from pg_stat_activity where ? = any(pg_blocking_pids(pid))', [rows[0].pid])).rows[0].n as number;
}
