import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.mjs';
import { controlFaults, startFaultProxy } from './fault-proxy';
import { ephemeralSecrets, freePort } from '../../scripts/lib/server-process.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { startPushService } from '../setup/push-service';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    /** Strapi itself (its admin API), not through the app. */
    apiUrl: string;
    chromiumPath: string;
    /** Signs test tokens the server accepts (an expired access token, say). */
    jwtSecret: string;
    /**
     * POST /api/stop and /api/start: the API goes down and comes back while the app keeps serving.
     * POST|DELETE /faults, GET|DELETE /faults/log: the fault proxy's rules (tests/e2e/faults.ts).
     */
    controlUrl: string;
    /** The same app behind the fault proxy (tests/e2e/fault-proxy.ts): what a bad network does to it. */
    faultyAppUrl: string;
    /** Strapi's output, JSON lines (LOG_FORMAT=json): each request it served, one line each. */
    serverLog: string;
    /** The app server's JSON lines. */
    appLog: string;
    /** The local push service (tests/setup/push-service.ts) and the certificate it serves HTTPS with. */
    pushServiceUrl: string;
    pushServiceCa: string;
  }
}

/** The same stack `npm start` runs (built app + Strapi), on free ports and a throwaway database. */
export default async function setup(project: TestProject) {
  const chromiumPath = ensureChromium();
  await printChromiumVersion(chromiumPath);
  const dir = mkdtempSync(join(tmpdir(), 'chispa-e2e-'));
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  const serverLog = join(dir, 'strapi.log');
  const appLog = join(dir, 'app.log');
  const appPort = await freePort();
  const secrets = ephemeralSecrets();
  const pushService = await startPushService(await freePort(), dir);
  let stack: Awaited<ReturnType<typeof startStack>>;
  try {
    stack = await startStack({
      appPort,
      apiPort: await freePort(),
      serverLog,
      appLog,
      serverEnv: {
        ...secrets,
        // Mail links, the checkout address and its redirects point at the app the tests open.
        APP_URL: `http://127.0.0.1:${appPort}`,
        NODE_ENV: 'development',
        DATABASE_CLIENT: 'sqlite',
        PUBLIC_DIR: join(dir, 'public'),
        DATABASE_FILENAME: join(dir, 'e2e.db'),
        THROTTLE_SCALE: '1000',
        // Logs as production writes them: the last test (logs.test.ts) reads them for personal data.
        LOG_FORMAT: 'json',
        // The anti-robot check the registration and reset forms solve: a fraction of a second in the browser.
        CHALLENGE_MAX_NUMBER: '2000',
        // Tests sign in to the admin panel as editors more than Strapi's 5 tries allow (as the server tests do).
        ADMIN_RATELIMIT_MAX: '100',
        // The draws' scheduler passes every second: a draw dated a minute ahead is done within the test.
        DRAW_CHECK_MS: '1000',
        // Mail to followers goes out within a second or two: no gathering of a burst, the queue looked at every second.
        MAIL_GATHER_MS: '0',
        MAIL_SCHEDULE_MS: '1000',
        MAIL_POLL_MS: '500',
        // Results tests move the server's day forward with the browser's (POST /dev/clock, never in production).
        CHISPA_TEST_CLOCK: 'true',
        // Web push goes to the local push service, trusted for its certificate.
        PUSH_TEST_SERVICE: pushService.url,
        NODE_EXTRA_CA_CERTS: pushService.caFile,
      },
    });
  } catch (error) {
    try {
      console.error(readFileSync(serverLog, 'utf8').slice(-4000));
    } catch {
      // the server never started
    }
    await pushService.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const proxy = await startFaultProxy({ target: `http://127.0.0.1:${appPort}`, port: await freePort() });

  const control = createServer((request, response) => {
    if (request.url?.startsWith('/faults')) return void controlFaults(proxy, request, response);
    const action = request.method === 'POST' && request.url === '/api/stop' ? stack.stopApi() : request.method === 'POST' && request.url === '/api/start' ? stack.startApi() : null;
    if (!action) return void response.writeHead(404).end();
    action.then(
      () => response.writeHead(204).end(),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  const controlPort = await freePort();
  await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));

  project.provide('appUrl', `http://127.0.0.1:${appPort}`);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('chromiumPath', chromiumPath);
  project.provide('jwtSecret', secrets.JWT_SECRET);
  project.provide('controlUrl', `http://127.0.0.1:${controlPort}`);
  project.provide('serverLog', serverLog);
  project.provide('appLog', appLog);
  project.provide('faultyAppUrl', proxy.url);
  project.provide('pushServiceUrl', pushService.url);
  project.provide('pushServiceCa', pushService.ca);
  return async () => {
    control.close();
    await proxy.close();
    await stack.stop();
    await pushService.stop();
    if (process.env.KEEP_TEST_DIR) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
}

/** The browser every test file launches, named once at the start of the run (results differ by version). */
async function printChromiumVersion(executablePath: string) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  console.log(`› End-to-end tests in Chromium ${browser.version()} (${executablePath})`);
  await browser.close();
}
