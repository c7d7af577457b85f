// The stack `npm start` runs, on free ports and a throwaway SQLite database with the demo content,
// for one benchmark. `stop()` also removes the database and the uploads. `serverEnv` adds to (or
// replaces) the server's settings: `bench:city` points it at the city's PostgreSQL.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process.mjs';
import { startStack } from './stack.mjs';

/** @param {string} name @param {{ serverEnv?: Record<string, string> }} [options] */
export async function startBenchStack(name, { serverEnv = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), `chispa-bench-${name}-`));
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  const appPort = await freePort();
  const stack = await startStack({
    appPort,
    apiPort: await freePort(),
    serverLog: join(dir, 'strapi.log'),
    serverEnv: {
      NODE_ENV: 'development',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: join(dir, 'bench.db'),
      PUBLIC_DIR: join(dir, 'public'),
      THROTTLE_SCALE: '10000',
      ...serverEnv,
    },
  });
  return {
    base: `http://127.0.0.1:${appPort}`,
    apiUrl: stack.apiUrl,
    async stop() {
      await stack.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
