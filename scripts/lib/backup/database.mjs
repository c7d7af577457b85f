// PostgreSQL's own tools for the database: pg_dump's custom format (compressed, restorable table by
// table) and pg_restore into the same or an empty database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePostgres } from '../postgres.mjs';

/** The client tools beside the server's (same major version as the server we run), else PATH's. */
function tool(name) {
  const dir = ensurePostgres();
  return existsSync(join(dir, name)) ? join(dir, name) : name;
}

/** libpq's settings from Strapi's (DATABASE_URL or DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD). */
function connection(env) {
  const args = env.DATABASE_URL
    ? ['--dbname', env.DATABASE_URL]
    : ['--host', env.DATABASE_HOST ?? 'localhost', '--port', env.DATABASE_PORT ?? '5432', '--username', env.DATABASE_USERNAME ?? 'chispa', '--dbname', env.DATABASE_NAME ?? 'chispa'];
  return { args, env: { ...process.env, ...(env.DATABASE_PASSWORD ? { PGPASSWORD: env.DATABASE_PASSWORD } : {}) } };
}

function run(name, args, env) {
  const result = spawnSync(tool(name), args, { encoding: 'utf8', env });
  if (result.status !== 0) throw new Error(`${name} failed: ${result.error?.message ?? result.stderr}`);
  return result.stdout;
}

export function dumpDatabase(env, file) {
  const { args, env: processEnv } = connection(env);
  run('pg_dump', [...args, '--format=custom', '--no-owner', '--no-privileges', '--file', file], processEnv);
}

/** Replaces every object the dump holds (tables dropped and made again), in one transaction. */
export function restoreDatabase(env, file) {
  const { args, env: processEnv } = connection(env);
  run('pg_restore', [...args, '--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', file], processEnv);
}
