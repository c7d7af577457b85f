import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/lib/builds.mjs';
import { ensureServerEnv } from '../../scripts/lib/server-env.mjs';
import { ephemeralSecrets, freePort, startServer } from '../../scripts/lib/server-process.mjs';
import { startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';
import { STAND_IN_IDENTITY_ENV } from '../../scripts/lib/stand-in-identity.mjs';
import { loggedErrors } from '../../scripts/lib/logged-errors.mjs';
import { startPushService } from '../setup/push-service';
import { TEST_WEBHOOK_SECRET } from './webhook-secret';

declare module 'vitest' {
  export interface ProvidedContext {
    strapiUrl: string;
    /** The engine under test: its DATABASE_* settings (SQLite: the client alone), for tests that make databases of their own. */
    databaseEnv: Record<string, string>;
    pushServiceUrl: string;
    pushServiceCa: string;
    /** The server's `GET /metrics` (METRICS_PORT), and the token it asks for (METRICS_TOKEN). */
    metricsUrl: string;
    metricsToken: string;
  }
}

/**
 * Boots the built Strapi on a free port for the server tests, on a temporary SQLite file or, with
 * CHISPA_TEST_DATABASE=postgres, on a throwaway PostgreSQL cluster.
 */
export default async function setup(project: TestProject) {
  ensureServerEnv();
  // The server runs on an operator's identity of its own, not the demo's: what the tests read of it
  // (the footer's answer, the mails' closing, the legal texts' {{placeholders}}) comes from the
  // environment. The test files see the same (their workers inherit this environment), so
  // operatorIdentity() in a test is the server's.
  Object.assign(process.env, STAND_IN_IDENTITY_ENV);
  await buildServer();
  const dir = mkdtempSync(join(tmpdir(), 'chispa-server-test-'));
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  const logFile = join(dir, 'strapi.log');
  const postgres = process.env.CHISPA_TEST_DATABASE === 'postgres' ? await startThrowawayPostgres() : null;
  const pushService = await startPushService(await freePort(), dir);
  const database = postgres?.env ?? { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(dir, 'test.db') };
  let server: Awaited<ReturnType<typeof startServer>>;
  const metricsPort = await freePort();
  const metricsToken = 'server-tests-metrics-token';
  try {
    server = await startServer({
      port: await freePort(),
      logFile,
      env: {
        ...ephemeralSecrets(),
        NODE_ENV: 'development',
        ...database,
        PUBLIC_DIR: join(dir, 'public'),
        ADMIN_RATELIMIT_MAX: '100', // the tests sign in to the admin panel as an editor would, more than 5 times
        // As behind our own proxy: each simulated client is told apart by its X-Forwarded-For entry.
        TRUST_PROXY: '1',
        // The draws' scheduler passes every second, so a draw dated a few seconds ahead is done in the test's time.
        DRAW_CHECK_MS: '1000',
        // Voters hear of a closed voting's result within a second or two.
        PUSH_RESULTS_CHECK_MS: '1000',
        // The server's day moved by a test (POST /dev/clock): a voting's close and the 12 hours after it
        // are Madrid moments a test cannot wait for (late-votes.test.ts moves it, and puts it back).
        CHISPA_TEST_CLOCK: 'true',
        // Web push goes to a local push service (web-push-testing), the only one allowed besides the real ones.
        PUSH_TEST_SERVICE: pushService.url,
        NODE_EXTRA_CA_CERTS: pushService.caFile,
        // Every answer says how many SQL statements it ran (X-Chispa-Queries): the vote path's budget.
        QUERY_COUNT: 'true',
        // Stripe's webhook is open, with a secret the tests sign events with (stripe-events.ts);
        // payments themselves stay on the local checkout (no STRIPE_SECRET_KEY).
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        // Lapsed Premium is ended within a second or two.
        PREMIUM_CHECK_MS: '1000',
        // Gifts' dates and states a test needs (POST /dev/gifts/…): no admin role may change a gift.
        CHISPA_TEST_GIFTS: 'true',
        // A streamed export can be paused after its first page (plugins/campaign/server/export-probe.ts).
        CHISPA_TEST_EXPORTS: 'true',
        // The anti-robot check solved in a few milliseconds by the tests' client (client.ts).
        CHALLENGE_MAX_NUMBER: '200',
        // Its figures on a port of their own, behind a token (metrics.test.ts).
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: metricsToken,
        ...STAND_IN_IDENTITY_ENV,
      },
    });
  } catch (error) {
    console.error(readFileSync(logFile, 'utf8').slice(-4000));
    postgres?.stop();
    await pushService.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('strapiUrl', server.url);
  project.provide('databaseEnv', postgres?.env ?? { DATABASE_CLIENT: 'sqlite' });
  project.provide('pushServiceUrl', pushService.url);
  project.provide('pushServiceCa', pushService.ca);
  project.provide('metricsUrl', `http://127.0.0.1:${metricsPort}/metrics`);
  project.provide('metricsToken', metricsToken);
  return async () => {
    await server.stop();
    await pushService.stop();
    postgres?.stop();
    let errors: string[] = [];
    try {
      errors = loggedErrors(readFileSync(logFile, 'utf8'));
    } catch {
      // no log to read: nothing to print, the folder still goes
    }
    // A 500 in a report says little on its own: the server's side of it is printed here, before its folder goes.
    if (errors.length > 0) console.log(`\nErrors the server logged (the last ${errors.length}):\n${errors.join('\n\n')}\n`);
    if (process.env.KEEP_TEST_DIR) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
}
