// The city's PostgreSQL: a cluster kept in `dir` (seeded once, measured many times), whose schema a
// booted Strapi made: on an empty cluster the server is booted once (its migrations, its schema,
// the demo content) and stopped before the seeding writes its tables. Its uploads (the demo's
// pictures) are kept beside it, in `dir`/public, and every server on the city serves them
// (`env.PUBLIC_DIR`): without them the offline catalogue could never keep the pictures it lists.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from '../builds.mjs';
import { startPostgres } from '../postgres.mjs';
import { ensureServerEnv } from '../server-env.mjs';
import { startThrowawayServer } from '../server-process.mjs';

/** @param {string} dir */
export async function startCityDatabase(dir, { fresh = false } = {}) {
  ensureServerEnv();
  const postgres = await startPostgres({ dir, keep: !fresh });
  postgres.env.PUBLIC_DIR = join(dir, 'public');
  mkdirSync(join(postgres.env.PUBLIC_DIR, 'uploads'), { recursive: true });
  try {
    const hasSchema = postgres.query(`select count(*) from information_schema.tables where table_schema = 'public' and table_name = 'strapi_database_schema'`) !== '0';
    if (!hasSchema) {
      await buildServer();
      const at = performance.now();
      const server = await startThrowawayServer({ env: postgres.env });
      await server.stop();
      console.log(`  Strapi made the schema and the demo content in ${((performance.now() - at) / 1000).toFixed(1)} s`);
    }
    return postgres;
  } catch (error) {
    postgres.stop();
    throw error;
  }
}
