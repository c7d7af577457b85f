// Issue 51's push budget: a project's results reach 300,000 devices through the queue kept in the
// database (server/src/lib/push/sender.ts) within 10 minutes, each device once. A throwaway
// PostgreSQL and a development server; the devices' members (five devices each) voted on a project
// and asked for results, written in bulk (scripts/lib/push-subscribers.mjs); the push service is the
// local fake one (scripts/lib/fake-push-service.mjs) with ~50 ms of latency and a few % of errors
// (429 and 500 tried again, 410 forgets the device). An editor closes the voting; the clock runs
// until the event is done (every device sent, gone or failed).
// `npm run bench:push -- [--devices=300000] [--concurrency=200] [--latency=50]`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './lib/builds.mjs';
import { startFakePushService } from './lib/fake-push-service.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { insertPushSubscribers, serverDatabase } from './lib/push-subscribers.mjs';
import { startThrowawayServer } from './lib/server-process.mjs';

export const PUSH_DEVICES = 300_000;
export const PUSH_BUDGET_MS = 10 * 60 * 1000;
/** What the fake service answers besides 201: a few % of errors a real one gives on a campaign day. */
export const PUSH_ERRORS = { 429: 0.02, 500: 0.01, 410: 0.002 };

const ADMIN = { email: 'admin@chispa.test', password: 'Chispa-admin-2026' };
const PROJECT = 'api::project.project';
const madridToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

/**
 * One results event to `devices` devices, measured from the editor's close to the event's end.
 * @param {{ devices?: number, concurrency?: number, latencyMs?: number, errors?: Record<number, number> }} [options]
 */
export async function benchPush({ devices = PUSH_DEVICES, concurrency = 200, latencyMs = 50, errors = PUSH_ERRORS } = {}) {
  await buildServer();
  const dir = mkdtempSync(join(tmpdir(), 'chispa-bench-push-'));
  const fake = await startFakePushService({ dir, latencyMs, errors, retryAfterS: 1 });
  const postgres = await startThrowawayPostgres();
  let server;
  let db;
  try {
    server = await startThrowawayServer({
      env: {
        ...postgres.env,
        ADMIN_RATELIMIT_MAX: '100',
        PUSH_TEST_SERVICE: fake.url,
        NODE_EXTRA_CA_CERTS: fake.caFile,
        PUSH_CONCURRENCY: String(concurrency),
        PUSH_RESULTS_CHECK_MS: '1000',
        PUSH_RETRY_BASE_MS: '1000',
      },
    });
    const call = async (path, init = {}) => {
      const response = await fetch(`${server.url}${path}`, { ...init, headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
      const body = await response.json().catch(() => null);
      if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      return body;
    };
    const token = (await call('/admin/login', { method: 'POST', body: JSON.stringify(ADMIN) })).data.token;
    const admin = (path, method, json) => call(path, { method, body: JSON.stringify(json), headers: { Authorization: `Bearer ${token}` } });
    const partner = (await call('/api/projects?populate=partner&locale=es')).data.find((project) => project.partner).partner.documentId;
    const name = `Banco de pruebas de avisos ${Date.now()}`;
    const project = (
      await admin(`/content-manager/collection-types/${PROJECT}?locale=es`, 'POST', {
        name,
        location: 'Madrid',
        currentstatus: 'published',
        project_type: 'others',
        voting_start: '2020-01-01',
        voting_end: '2099-01-01',
        partner: { connect: [{ documentId: partner, locale: 'es' }] },
      })
    ).data.documentId;
    const publish = () => admin(`/content-manager/collection-types/${PROJECT}/${project}/actions/publish?locale=es`, 'POST', {});
    await publish();

    db = serverDatabase(postgres.env);
    const seeding = performance.now();
    const ids = Array.from({ length: devices }, (_, n) => `d${n}`);
    await insertPushSubscribers(db, { count: devices, endpointOf: (n) => fake.subscription(ids[n]).endpoint, keys: fake.subscription('x').keys, topics: ['projectResults'], voteOn: project, tag: 'bench' });
    const seededMs = performance.now() - seeding;

    // The editor closes the voting: the results' check (every second here) queues the event.
    await admin(`/content-manager/collection-types/${PROJECT}/${project}?locale=es`, 'PUT', { voting_end: madridToday() });
    const started = performance.now();
    await publish();
    let queuedMs = null;
    let event;
    for (;;) {
      event = await db('chispa_push_events').where({ event_key: `projectResults:${project}` }).first();
      if (event && queuedMs === null) queuedMs = performance.now() - started;
      if (event?.done_at) break;
      if (performance.now() - started > 3 * PUSH_BUDGET_MS) throw new Error(`not done after ${(3 * PUSH_BUDGET_MS) / 60000} minutes`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const ms = performance.now() - started;
    const states = Object.fromEntries((await db('chispa_push_deliveries').where({ event_id: event.id }).groupBy('state').select('state').count({ n: '*' })).map((row) => [row.state, Number(row.n)]));
    const received = ids.map((id) => fake.received(id));
    const twice = received.filter((n) => n > 1).length;
    const once = received.filter((n) => n === 1).length;
    const answers = Object.fromEntries(fake.answers());
    return { devices, concurrency, latencyMs, seededMs, queuedMs, ms, states, once, twice, answers, exactlyOnce: twice === 0 && once === (states.sent ?? 0) && (states.pending ?? 0) === 0 };
  } catch (error) {
    if (server) console.error(readFileSync(server.logFile, 'utf8').slice(-4000));
    throw error;
  } finally {
    await db?.destroy();
    await server?.stop();
    postgres.stop();
    await fake.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * For `npm run bench:city`: a results event to the city's 300,000 devices (scaled with the city), on
 * a PostgreSQL of its own beside the city's: the queue's work is per device, whatever else the tables hold.
 * @param {{ scale: number }} context
 */
export async function benchPushAtCity({ scale }) {
  const result = await benchPush({ devices: Math.round(PUSH_DEVICES * scale) });
  return { devices: result.devices, seconds: Math.round(result.ms / 100) / 10, states: result.states, twice: result.twice, withinBudget: result.ms <= PUSH_BUDGET_MS && result.exactlyOnce };
}

export function reportPush(result) {
  const ok = result.ms <= PUSH_BUDGET_MS && result.exactlyOnce;
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`\nPush at city size (issue 51): a results event to ${result.devices.toLocaleString('en')} devices on PostgreSQL, ${result.concurrency} sends in flight, push service ${result.latencyMs} ms`);
  console.log(`  seeded in ${s(result.seededMs)}; queued ${s(result.queuedMs)} after the voting closed; all done in ${s(result.ms)} (budget ${s(PUSH_BUDGET_MS)}), ${Math.round(result.devices / (result.ms / 1000)).toLocaleString('en')} devices/s`);
  console.log(`  devices: ${JSON.stringify(result.states)}; the push service answered ${JSON.stringify(result.answers)}`);
  console.log(`  each device once: ${result.once.toLocaleString('en')} got it once, ${result.twice} more than once: ${ok ? 'within budget' : 'OVER BUDGET'}`);
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name, fallback) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const result = await benchPush({ devices: option('devices', PUSH_DEVICES), concurrency: option('concurrency', 200), latencyMs: option('latency', 50) });
  process.exitCode = reportPush(result) ? 0 : 1;
}
