// `npm run bench:city` (issue 51): seeds the city (scripts/seed-city.mjs) into a kept PostgreSQL,
// then takes the same server figures on the demo and on the city in one run, and prints each with
// its ratio against its budget. `node scripts/bench-city.mjs [--scale=1] [--seed=1]
// [--dir=/tmp/chispa-city] [--reuse] [--seconds=5]`: `--reuse` measures a city seeded before in `dir`.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backUp, restore } from './lib/backup/index.mjs';
import { buildServer } from './lib/builds.mjs';
import { startCityDatabase } from './lib/city/database.mjs';
import { CITY_PASSWORD, cityEmail, citySizes, OPEN_PROJECTS } from './lib/city/sizes.mjs';
import { joinAsNewMember } from './lib/join.mjs';
import { inspectFlag, liveMemoryProbe } from './lib/live-memory.mjs';
import { load, loadEach } from './lib/load.mjs';
import { median } from './lib/median.mjs';
import { verdict } from './lib/budget-words.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { ensureServerEnv } from './lib/server-env.mjs';
import { freePort, startThrowawayServer } from './lib/server-process.mjs';
import { checkCity, seedCity } from './seed-city.mjs';
import { benchDrawAtCity } from './bench-draw.mjs';
import { benchHome, reportHome } from './bench-home.mjs';
import { benchLighthouse } from './bench-lighthouse.mjs';
import { benchOffline, reportOffline } from './bench-offline.mjs';
import { reportLighthouse } from './lib/lighthouse-report.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const SCALE = Number(arg('scale', '1'));
const SEED = Number(arg('seed', '1'));
const DIR = arg('dir', '/tmp/chispa-city');
const REUSE = process.argv.includes('--reuse');
const SECONDS = Number(arg('seconds', '5'));
/** `--skip-backup`: a rerun that leaves the backup and restore (minutes at full size) out. */
const SKIP_BACKUP = process.argv.includes('--skip-backup');
/** `--skip-app`: a rerun that leaves the app's figures over the city (item 6, about 15 minutes) out. */
const SKIP_APP = process.argv.includes('--skip-app');
/** Members who write (each votes on 3 open projects, enters a reward, signs up once). */
const WRITERS = 30;

export const BUDGETS = {
  readRatio: 1.5, // member reads: city p95 ≤ 1.5× the demo's
  writeRatio: 1.5, // writes: city p95 ≤ 1.5× the demo's
  talliesMs: 1000,
  exportRowsPerSecond: 100_000,
  exportRssBytes: 64 * 1024 * 1024,
  drawMs: 60_000,
  verifyMs: 60_000,
  dataDownloadMs: 2000,
  deletionMs: 2000,
};
const ADMIN = { email: 'admin@chispa.test', password: 'Chispa-admin-2026' };
const docId = (kind, doc) => createHash('md5').update(`${kind}:${doc}:${SEED}`).digest('hex').slice(0, 24);

/**
 * @param {string} base
 * @param {string} path
 * @param {{ token?: string, method?: string, json?: unknown, headers?: Record<string, string> }} [options]
 */
async function call(base, path, { token, method = 'GET', json, headers = {} } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(json ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: json ? JSON.stringify(json) : undefined,
  });
  const text = await response.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = { text };
  }
  return { status: response.status, body };
}

async function logIn(base, identifier, password) {
  const { status, body } = await call(base, '/api/auth/local', { method: 'POST', json: { identifier, password } });
  if (status !== 200) throw new Error(`log-in of ${identifier}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
  return body.jwt;
}

const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const timed = async (work) => {
  const at = performance.now();
  const result = await work();
  return { ms: performance.now() - at, result };
};

/**
 * The figures both sizes share: member reads (autocannon, 10 connections, `SECONDS` each) and writes
 * (each sent once, 10 at a time). `members` are tokens: the first reads, all write.
 */
/** @param {string} base @param {string[]} tokens @param {string[]} [votedIds] the projects to vote on (the first 3 open ones otherwise) */
async function memberFigures(base, tokens, votedIds) {
  const [reader] = tokens;
  const list = (await call(base, '/api/projects?populate=all&locale=es&pagination[limit]=100')).body.data;
  const today = new Date().toISOString().slice(0, 10);
  const open = list.filter((p) => p.voting_start <= today && today <= p.voting_end && p.voteRequirement === 'anyMember' && p.project_type !== 'form');
  const page = (id) => `/api/projects/${id}?populate=all&locale=es`;
  const auth = (token) => ({ headers: { Authorization: `Bearer ${token}` } });
  const reads = {
    // The lists as the app reads them (src/features/projects/requests.ts): the home's bounded selection,
    // /projects' first page, and a search with a filter (accents and case ignored).
    'home list (48, open first)': await load(`${base}/api/project-search?group=all&pageSize=48&locale=es`, { seconds: SECONDS }),
    'project list page': await load(`${base}/api/project-search?group=current&page=1&pageSize=12&locale=es`, { seconds: SECONDS }),
    'project search (text, archive)': await load(`${base}/api/project-search?group=closed&q=jardin&page=1&pageSize=12&locale=es`, { seconds: SECONDS }),
    'project page': await load(`${base}${page(open[0].documentId)}`, { seconds: SECONDS }),
    'DIDs history, first page': await load(`${base}/api/did-records?pagination[page]=1&pagination[pageSize]=20&locale=es`, { seconds: SECONDS, ...auth(reader) }),
    '/users/me': await load(`${base}/api/users/me?populate=all&locale=es`, { seconds: SECONDS, ...auth(reader) }),
    balance: await load(`${base}/api/did-records?pagination[pageSize]=1&locale=es`, { seconds: SECONDS, ...auth(reader) }),
  };
  // Writes: votes on 3 open projects (the first with a reward takes the entries), then a sign-up each on a form project's reward.
  const voted = votedIds ?? open.slice(0, 3).map((p) => p.documentId);
  const detailed = [];
  for (const id of [...voted, ...list.filter((p) => p.project_type === 'form').map((p) => p.documentId)]) detailed.push((await call(base, page(id))).body.data);
  const withReward = detailed.find((p) => p.reward && p.project_type !== 'form');
  const form = detailed.find((p) => p.reward && p.project_type === 'form' && new Date(p.reward.end_date) > new Date());
  const post = (token, json, key) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(json),
  });
  const writes = {};
  writes.vote = await loadEach(`${base}/api/user-project-supports`, [...voted, ...(form ? [form.documentId] : [])].flatMap((id) => tokens.map((t) => post(t, { data: { support: 1, project: id } }))));
  writes.entry = await loadEach(`${base}/api/participations`, tokens.map((t) => post(t, { rewardId: withReward.reward.documentId, amount: 1, locale: 'es' }, randomUUID())));
  if (form) {
    const body = { rewardId: form.reward.documentId, city: 'Valencia', phone: '600 111 222', option: 1, legal: true, acceptPolicy: true, locale: 'es' };
    writes['sign-up'] = await loadEach(`${base}/api/form-participations`, tokens.map((t) => post(t, body)));
  }
  return { reads, writes, open: open.length };
}

/** The campaign view's tallies of every project, as an editor opens it: median of 3. */
async function tallies(base, admin) {
  const times = [];
  for (let i = 0; i < 3; i += 1) {
    const { ms, result } = await timed(() => call(base, '/campaign/projects', { token: admin }));
    if (result.status !== 200) throw new Error(`/campaign/projects: ${result.status}`);
    times.push(ms);
  }
  return median(times);
}

/** The streamed export of a reward's entries: rows per second, and the server's resident memory growth while it runs. */
async function exportFigures(base, admin, server, rewardId, probe) {
  const before = rssOf(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 100);
  // The live memory (heap after a full collection, and Buffers) beside: what the export holds, not what V8 has yet to collect.
  const liveBefore = probe ? await probe.sample() : 0;
  let livePeak = liveBefore;
  let exporting = true;
  const liveSampler = (async () => {
    while (probe && exporting) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (exporting) livePeak = Math.max(livePeak, await probe.sample());
    }
  })();
  const at = performance.now();
  const response = await fetch(`${base}/campaign/rewards/${rewardId}/entries?format=csv`, { headers: { Authorization: `Bearer ${admin}`, 'Accept-Encoding': 'identity' } });
  let lines = 0;
  let firstByteMs = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (!firstByteMs) firstByteMs = performance.now() - at;
    for (const byte of chunk.value) if (byte === 10) lines += 1;
  }
  const ms = performance.now() - at;
  clearInterval(sampler);
  exporting = false;
  await liveSampler;
  const rows = lines - 1;
  return { rows, ms, firstByteMs, rowsPerSecond: rows / (ms / 1000), rssGrowth: peak - before, liveGrowth: probe ? livePeak - liveBefore : null };
}

/** The city's projects the bench votes on: its first three open votings (seed-city.mjs: documents 0…19 are open). */
const VOTED_IN_CITY = [0, 1, 2];

/**
 * City members (their numbers, from 2: city-1 is the one with a long history) whose seeded votes
 * (seed-city.mjs: member i votes on projects (i * 13 + k * step) mod voteable) miss VOTED_IN_CITY,
 * so that their votes are fresh as the demo's are.
 */
function freshVoters(sizes, count) {
  const voteable = OPEN_PROJECTS + sizes.closedWithResults;
  const perMember = Math.ceil(sizes.votes / sizes.members);
  const step = Math.floor(voteable / perMember);
  const chosen = [];
  for (let i = 1; chosen.length < count && i < sizes.members; i += 1) {
    const votedOn = Array.from({ length: perMember }, (_, k) => (i * 13 + k * step) % voteable);
    if (!votedOn.some((doc) => VOTED_IN_CITY.includes(doc))) chosen.push(i + 1);
  }
  return chosen;
}

async function startServer(env, label) {
  const inspectPort = await freePort();
  // DRAW_CHECK_MS: the scheduler's pass every 5 s, so that the draw's figure waits little for it.
  const { ms, result: server } = await timed(() => startThrowawayServer({ env: { THROTTLE_SCALE: '1000', ADMIN_RATELIMIT_MAX: '100', DRAW_CHECK_MS: '5000', NODE_OPTIONS: inspectFlag(inspectPort), ...env } }));
  console.log(`  ${label}: the server booted (its migrations checked and run) in ${(ms / 1000).toFixed(1)} s`);
  return { server, bootMs: ms, inspectPort };
}

/**
 * Two parts others are building plug in here (issue 51, items 3 and 5): push to 300,000 devices
 * (scripts/bench-push.mjs) and the offline catalogue at city size. Each is called with the city's
 * server and database when its script is present, and reported as not measured otherwise.
 */
async function otherParts(context) {
  const parts = [
    { name: 'push at city size', file: 'scripts/bench-push.mjs', exported: 'benchPushAtCity' },
    { name: 'offline catalogue at city size', file: 'scripts/bench-catalogue.mjs', exported: 'benchCatalogueAtCity' },
  ];
  const results = [];
  for (const part of parts) {
    const module = existsSync(part.file) ? await import(`./${part.file.slice('scripts/'.length)}`) : null;
    const run = module?.[part.exported];
    if (typeof run !== 'function') {
      results.push({ name: part.name, measured: false, note: `not measured: ${part.file} has no ${part.exported}(context) yet` });
      continue;
    }
    // A part that fails is reported (and fails the bench) without losing the other figures of a run that took this long.
    results.push(await run(context).then((figures) => ({ name: part.name, measured: true, ...figures }), (error) => ({ name: part.name, measured: true, failed: error.message, withinBudget: false })));
  }
  return results;
}

/**
 * The app's own budgets, unchanged, with the city's data behind it: the home route's JS and first
 * card, the offline warm start and the outbox's drain, Lighthouse (mobile and desktop), each from
 * `npm run bench`'s own functions with their stack's server on the city's database. The demo
 * member signs in: their home reads the city's open votings and its bounded selection.
 */
async function appAtCity(env) {
  const home = await benchHome({ serverEnv: env });
  const offline = await benchOffline({ serverEnv: env });
  const lighthouse = [];
  for (const preset of /** @type {const} */ (['mobile', 'desktop'])) lighthouse.push({ preset, audit: await benchLighthouse({ preset, serverEnv: env }) });
  return { home, offline, lighthouse };
}

const ratioLine = (what, demo, city, budget) => {
  const ratio = city / demo;
  const ok = ratio <= budget;
  console.log(`  ${what.padEnd(30)} demo p95 ${demo.toFixed(1).padStart(7)} ms   city p95 ${city.toFixed(1).padStart(7)} ms   ${ratio.toFixed(2)}× (budget ≤ ${budget}×): ${verdict(ok)}`);
  return ok;
};
const limitLine = (what, value, unit, budget, atMost = true) => {
  const ok = atMost ? value <= budget : value >= budget;
  console.log(`  ${what.padEnd(30)} ${value.toLocaleString('en', { maximumFractionDigits: 1 })} ${unit} (budget ${atMost ? '≤' : '≥'} ${budget.toLocaleString('en')} ${unit}): ${verdict(ok)}`);
  return ok;
};

export async function benchCity() {
  ensureServerEnv();
  await buildServer();
  console.log(`City bench (issue 51): scale ${SCALE}, seed ${SEED}, in ${DIR}`);
  if (!REUSE) rmSync(DIR, { recursive: true, force: true });
  const city = await startCityDatabase(DIR);
  try {
    let seeded = null;
    // city-2, not city-1: a run deletes city-1's account (the deletion's figure).
    if (city.query(`select count(*) from up_users where email = '${cityEmail(2)}'`) === '0') {
      seeded = await seedCity({ env: city.env, seed: SEED, scale: SCALE });
    }
    const sizes = seeded?.sizes ?? null;
    if (sizes) await checkCity(city.env, sizes);

    // The demo, on a PostgreSQL of its own.
    const demoPg = await startThrowawayPostgres();
    const figures = {};
    try {
      const { server } = await startServer(demoPg.env, 'demo');
      try {
        const tokens = [];
        for (let i = 0; i < WRITERS; i += 1) {
          const { email, password } = await joinAsNewMember(server.url);
          tokens.push(await logIn(server.url, email, password));
        }
        figures.demo = await memberFigures(server.url, tokens);
      } finally {
        await server.stop();
      }
    } finally {
      demoPg.stop();
    }

    // The city.
    const { server, bootMs, inspectPort } = await startServer(city.env, 'city');
    const probe = await liveMemoryProbe(inspectPort).catch(() => null);
    try {
      const tokens = [];
      for (const n of freshVoters(citySizes(SCALE), WRITERS)) tokens.push(await logIn(server.url, cityEmail(n), CITY_PASSWORD));
      figures.city = await memberFigures(server.url, tokens, VOTED_IN_CITY.map((doc) => docId('project', doc)));
      const admin = (await call(server.url, '/admin/login', { method: 'POST', json: ADMIN })).body.data.token;
      figures.talliesMs = await tallies(server.url, admin);
      // Three times (medians), its speed and resident memory as they are; then once more for its live memory (each sample a full collection, which slows it).
      figures.exports = [];
      for (let run = 0; run < 3; run += 1) figures.exports.push(await exportFigures(server.url, admin, server, docId('reward', 0)));
      figures.exportLive = probe ? await exportFigures(server.url, admin, server, docId('reward', 0), probe) : null;
      // city-1, the member with 10,000 records, is deleted by the first run on a city: a --reuse run after it leaves these two out.
      if (city.query(`select count(*) from up_users where email = '${cityEmail(1)}'`) !== '0') {
        const heavy = await logIn(server.url, cityEmail(1), CITY_PASSWORD);
        const download = await timed(() => call(server.url, '/api/member-data', { token: heavy }));
        figures.download = { ms: download.ms, status: download.result.status };
        const deletion = await timed(() => call(server.url, '/api/account-deletion', { method: 'POST', token: heavy, json: { password: CITY_PASSWORD } }));
        figures.deletion = { ms: deletion.ms, status: deletion.result.status };
      }
      figures.others = await otherParts({ base: server.url, env: city.env, scale: SCALE });
    } finally {
      probe?.close();
      await server.stop();
    }

    // The app over the city's data (item 6): `npm run bench`'s home, offline and Lighthouse parts, their server on the city.
    if (!SKIP_APP) figures.app = await appAtCity(city.env);

    // Last, on the city's server again: a drawn million tickets queues a result push to every entrant, which would weigh on any later figure.
    const { server: drawServer } = await startServer(city.env, 'city, for the draw');
    try {
      figures.draw = await benchDrawAtCity({ base: drawServer.url, env: city.env, seed: SEED, redraw: REUSE });
    } finally {
      await drawServer.stop();
    }

    // Backup and restore of the city, as `npm run backup` / `restore` take them.
    if (!SKIP_BACKUP) {
      const backupDir = mkdtempSync(join(tmpdir(), 'chispa-city-backup-'));
      try {
        figures.backupMs = (await timed(() => backUp(city.env, backupDir))).ms;
        figures.restoreMs = (await timed(() => restore(city.env, backupDir))).ms;
      } finally {
        rmSync(backupDir, { recursive: true, force: true });
      }
    }
    return { seeded, sizes, bootMs, figures };
  } finally {
    city.stop();
  }
}

export function reportCity({ seeded, bootMs, figures }) {
  console.log('\nThe city against the demo (PostgreSQL; p95 of each request):');
  if (seeded) console.log(`  seeding: ${(seeded.ms / 1000).toFixed(1)} s for ${seeded.tables.reduce((sum, t) => sum + t.rows, 0).toLocaleString('en')} rows`);
  let within = true;
  for (const name of Object.keys(figures.demo.reads)) within = ratioLine(name, figures.demo.reads[name].p95, figures.city.reads[name].p95, BUDGETS.readRatio) && within;
  for (const name of Object.keys(figures.demo.writes)) {
    const [demo, city] = [figures.demo.writes[name], figures.city.writes[name]];
    if (!city) continue;
    within = ratioLine(`${name} (write)`, demo.p95, city.p95, BUDGETS.writeRatio) && within;
    if (demo.errors || city.errors) console.log(`    ${name}: ${demo.errors} refused on the demo, ${city.errors} on the city (of ${demo.requests} and ${city.requests})`);
  }
  const errors = [...Object.values(figures.demo.reads), ...Object.values(figures.city.reads)].reduce((sum, r) => sum + r.errors, 0);
  if (errors) console.log(`  ${errors} READS FAILED`);
  within = limitLine('campaign tallies', figures.talliesMs, 'ms', BUDGETS.talliesMs) && within;
  const runs = figures.exports;
  within = limitLine('export of the big reward', median(runs.map((e) => e.rowsPerSecond)), 'rows/s (median of 3)', BUDGETS.exportRowsPerSecond, false) && within;
  for (const e of runs) console.log(`    ${e.rows.toLocaleString('en')} rows in ${(e.ms / 1000).toFixed(1)} s (${Math.round(e.rowsPerSecond).toLocaleString('en')} rows/s), first bytes after ${e.firstByteMs.toFixed(0)} ms, resident +${(e.rssGrowth / 1024 / 1024).toFixed(1)} MB`);
  within = limitLine('  server RSS growth', median(runs.map((e) => e.rssGrowth)) / 1024 / 1024, 'MB (median of 3)', BUDGETS.exportRssBytes / 1024 / 1024) && within;
  const live = figures.exportLive;
  if (live) console.log(`    again, sampling the live memory (heap after a full collection, and Buffers) every second: +${(live.liveGrowth / 1024 / 1024).toFixed(1)} MB live, +${(live.rssGrowth / 1024 / 1024).toFixed(1)} MB resident, ${Math.round(live.rowsPerSecond).toLocaleString('en')} rows/s (printed)`);
  if (figures.download) {
    within = limitLine(`data download (${figures.download.status})`, figures.download.ms, 'ms', BUDGETS.dataDownloadMs) && within;
    within = limitLine(`account deletion (${figures.deletion.status})`, figures.deletion.ms, 'ms', BUDGETS.deletionMs) && within;
  } else console.log('  data download and account deletion: not measured (city-1 was deleted by an earlier run on this city: seed it again)');
  if (figures.draw) {
    const d = figures.draw;
    within = limitLine(`draw of ${d.tickets.toLocaleString('en')} tickets (frozen, drawn)`, d.freezeAndDrawMs / 1000, 's', BUDGETS.drawMs / 1000) && within;
    within = limitLine(`verify-draw.mjs (${d.verified ? 'holds' : 'REFUSED'})`, d.verifyMs / 1000, 's', BUDGETS.verifyMs / 1000) && d.verified && within;
  }
  const seconds = (ms) => (ms === undefined ? 'not taken (--skip-backup)' : `${(ms / 1000).toFixed(1)} s`);
  console.log(`  server boot on the city (migrations): ${seconds(bootMs)}   backup: ${seconds(figures.backupMs)}   restore: ${seconds(figures.restoreMs)} (printed)`);
  for (const other of figures.others) {
    console.log(`  ${other.name}: ${other.measured ? JSON.stringify(other) : other.note}`);
    if (other.measured && other.withinBudget === false) {
      console.log(`    ${other.name}: OVER BUDGET`);
      within = false;
    }
  }
  if (figures.app) {
    console.log('\nThe app over the city (the budgets of `npm run bench`):');
    within = reportHome(figures.app.home) && within;
    within = reportOffline(figures.app.offline) && within;
    for (const { preset, audit } of figures.app.lighthouse) {
      console.log(`  Lighthouse 12, ${preset} preset, home page signed in (median of 3):`);
      within = reportLighthouse(audit) && within;
    }
  } else console.log('  the app over the city: not measured (--skip-app)');
  return within;
}

if (process.argv[1]?.endsWith('bench-city.mjs')) {
  const result = await benchCity();
  process.exitCode = reportCity(result) ? 0 : 1;
}
