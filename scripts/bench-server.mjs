// The server figures of `npm run bench`: throughput and latency at 10 concurrent connections on
// localhost for the project list, votes (fresh ones, and replays of one already cast) and a member's
// reads, against a no-op route on the same server. The vote and read budgets hold on PostgreSQL, the
// engine production runs (issue 29); SQLite's are printed. The project list's holds on both.
import { buildServer } from './lib/builds.mjs';
import { joinAsNewMember } from './lib/join.mjs';
import { load, loadEach } from './lib/load.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { ensureServerEnv } from './lib/server-env.mjs';
import { startThrowawayServer } from './lib/server-process.mjs';
import { median } from './lib/median.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Members who each vote once on every open project, per round of fresh votes (3 projects: 300 votes). */
const FRESH_MEMBERS = Number(process.env.BENCH_FRESH_MEMBERS ?? 100);
/** Members whose fresh votes warm the path up before the first round, as the other loads' first 2 s do. */
const WARM_UP_MEMBERS = 20;
const ROUNDS = 3;
export const PROJECT_LIST_BUDGET = 3; // p95 of the project list within 3× the floor's p95
export const FRESH_VOTE_BUDGET = 0.6; // fresh votes per second, at least 0.6× the floor's req/s (PostgreSQL)
export const REPLAY_BUDGET = 0.8; // replayed votes per second, at least 0.8× the floor's (PostgreSQL)
export const MEMBER_READ_BUDGET = 0.8; // a member's reads per second, each at least 0.8× the floor's (PostgreSQL)
/** What the app reads for a signed-in member on every start: the profile, the votes, the DIDs balance. */
const MEMBER_READS = {
  me: '/api/users/me?populate=all&locale=es',
  votes: '/api/user-project-supports?populate=all&locale=es',
  balance: '/api/did-records?pagination[pageSize]=1&locale=es',
};


async function json(url, init) {
  const response = await fetch(url, init);
  const body = await response.json();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function benchMember(base) {
  const { email, password } = await joinAsNewMember(base);
  const { jwt } = await json(`${base}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
  });
  return jwt;
}

/** `count` members, joined four at a time (each join hashes passwords: CPU-bound). */
async function benchMembers(base, count) {
  const tokens = [];
  for (let i = 0; i < count; i += 4) tokens.push(...(await Promise.all(Array.from({ length: Math.min(4, count - i) }, () => benchMember(base)))));
  return tokens;
}

const voteRequest = (token, project) => {
  const body = JSON.stringify({ data: { support: 1, project } });
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Content-Length': Buffer.byteLength(body) },
    body,
  };
};

/** The projects open to votes now: the ones a member's vote is accepted on. */
async function openProjects(base, token) {
  const projects = (await json(`${base}/api/projects?locale=es&pagination[limit]=100`)).data;
  const open = [];
  for (const project of projects) {
    const { method, headers, body } = voteRequest(token, project.documentId);
    const response = await fetch(`${base}/api/user-project-supports`, { method, headers: /** @type {Record<string, string>} */ (/** @type {unknown} */ (headers)), body });
    if (response.status === 201) open.push(project.documentId);
  }
  if (!open.length) throw new Error('no project is open to votes in the demo content');
  return open;
}

/** Every member's vote on every open project, interleaved so that concurrent votes are mostly different members'. */
const freshVotes = (tokens, projects) => projects.flatMap((project) => tokens.map((token) => voteRequest(token, project)));

/**
 * @param {{ database?: 'sqlite' | 'postgres' }} options
 * @returns {Promise<{ database: string, openProjects: number, rounds: Array<Record<string, Awaited<ReturnType<typeof load>>>>, ratios: Record<string, number> }>}
 */
export async function benchServer({ database = 'sqlite' } = {}) {
  ensureServerEnv();
  await buildServer();
  const postgres = database === 'postgres' ? await startThrowawayPostgres() : null;
  // Demo content and the development mailbox; many requests from one address.
  const server = await startThrowawayServer({ env: { THROTTLE_SCALE: '1000', ...(postgres?.env ?? {}) } });
  try {
    const base = server.url;
    const [replayer, ...members] = await benchMembers(base, 1 + WARM_UP_MEMBERS + FRESH_MEMBERS * ROUNDS);
    const open = await openProjects(base, replayer);
    const vote = `${base}/api/user-project-supports`;
    await loadEach(vote, freshVotes(members.slice(0, WARM_UP_MEMBERS), open));
    const voters = members.slice(WARM_UP_MEMBERS);
    /** @type {Array<Record<string, Awaited<ReturnType<typeof load>>>>} */
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.push({
        floor: await load(`${base}/api/ping`, { seconds: SECONDS }),
        projects: await load(`${base}/api/projects?populate=all&locale=es`, { seconds: SECONDS }),
        replay: await load(vote, { seconds: SECONDS, ...voteRequest(replayer, open[0]) }),
        fresh: await loadEach(vote, freshVotes(voters.slice(round * FRESH_MEMBERS, (round + 1) * FRESH_MEMBERS), open)),
      });
      for (const [name, path] of Object.entries(MEMBER_READS)) {
        rounds[round][name] = await load(`${base}${path}`, { seconds: SECONDS, headers: { Authorization: `Bearer ${replayer}` } });
      }
      // The floor again at the round's end: this machine's speed drifts within a round, so each
      // ratio is to the mean of the floor before and after.
      const after = await load(`${base}/api/ping`, { seconds: SECONDS });
      const before = rounds[round].floor;
      rounds[round].floorAfter = after;
      rounds[round].floorMean = { ...before, rps: (before.rps + after.rps) / 2, p95: (before.p95 + after.p95) / 2 };
    }
    const ratio = (pick) => median(rounds.map(pick));
    return {
      database,
      openProjects: open.length,
      rounds,
      ratios: {
        projectsP95: ratio((r) => r.projects.p95 / r.floorMean.p95),
        replayRps: ratio((r) => r.replay.rps / r.floorMean.rps),
        freshRps: ratio((r) => r.fresh.rps / r.floorMean.rps),
        ...Object.fromEntries(Object.keys(MEMBER_READS).map((name) => [`${name}Rps`, ratio((r) => r[name].rps / r.floorMean.rps)])),
      },
    };
  } finally {
    await server.stop();
    await postgres?.stop();
  }
}

/** Prints a benchServer() result; returns whether its budgets hold (votes and reads: PostgreSQL's only). */
export function reportServer(result) {
  const row = (name, r) =>
    console.log(`  ${name.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   ${r.requests} requests, ${r.errors} errors`);
  result.rounds.forEach((r, i) => {
    console.log(`  round ${i + 1}:`);
    row('GET /api/ping (no-op floor)', r.floor);
    row('GET /api/projects?populate=all', r.projects);
    row('POST /api/user-project-supports (replay)', r.replay);
    row(`POST /api/user-project-supports (fresh, ${result.openProjects} projects)`, r.fresh);
    for (const [name, path] of Object.entries(MEMBER_READS)) row(`GET ${path.split('?')[0]} (member)`, r[name]);
    row('GET /api/ping (no-op floor, again)', r.floorAfter);
  });
  const { ratios } = result;
  const budgeted = result.database === 'postgres';
  const errors = result.rounds.some((r) => Object.entries(r).some(([name, load]) => !name.startsWith('floor') && load.errors > 0));
  const checks = [
    { what: 'project list p95', value: ratios.projectsP95, unit: '× the floor', ok: ratios.projectsP95 <= PROJECT_LIST_BUDGET, budget: `≤ ${PROJECT_LIST_BUDGET}×`, always: true },
    { what: 'vote replays', value: ratios.replayRps, unit: "× the floor's req/s", ok: ratios.replayRps >= REPLAY_BUDGET, budget: `≥ ${REPLAY_BUDGET}×` },
    { what: 'fresh votes', value: ratios.freshRps, unit: "× the floor's req/s", ok: ratios.freshRps >= FRESH_VOTE_BUDGET, budget: `≥ ${FRESH_VOTE_BUDGET}×` },
    ...Object.keys(MEMBER_READS).map((name) => {
      const value = ratios[`${name}Rps`];
      return { what: `member reads: ${name}`, value, unit: "× the floor's req/s", ok: value >= MEMBER_READ_BUDGET, budget: `≥ ${MEMBER_READ_BUDGET}×` };
    }),
  ];
  console.log(`  medians of ${result.rounds.length} rounds (${result.database}):`);
  let within = !errors;
  for (const check of checks) {
    const enforced = budgeted || check.always;
    if (enforced) within &&= check.ok;
    const verdict = enforced ? (check.ok ? 'within budget' : 'OVER BUDGET') : 'printed';
    console.log(`    ${check.what} ${check.value.toFixed(2)}${check.unit} (budget ${check.budget}): ${verdict}`);
  }
  if (errors) console.log('  SOME REQUESTS FAILED');
  return within;
}
