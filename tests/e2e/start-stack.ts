import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/lib/chromium.mjs';
import { freePort } from '../../scripts/lib/server-process.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    chromiumPath: string;
  }
}

/** The same stack `npm start` runs (built app + Strapi), on free ports and a throwaway database. */
export default async function setup(project: TestProject) {
  const chromiumPath = ensureChromium();
  const dir = mkdtempSync(join(tmpdir(), 'chispa-e2e-'));
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  const serverLog = join(dir, 'strapi.log');
  const appPort = await freePort();
  let stack: Awaited<ReturnType<typeof startStack>>;
  try {
    stack = await startStack({
      appPort,
      apiPort: await freePort(),
      serverLog,
      serverEnv: {
        NODE_ENV: 'development',
        DATABASE_CLIENT: 'sqlite',
        PUBLIC_DIR: join(dir, 'public'),
        DATABASE_FILENAME: join(dir, 'e2e.db'),
        AUTH_RATELIMIT_MAX: '1000',
      },
    });
  } catch (error) {
    try {
      console.error(readFileSync(serverLog, 'utf8').slice(-4000));
    } catch {
      // the server never started
    }
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('appUrl', `http://127.0.0.1:${appPort}`);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    await stack.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
