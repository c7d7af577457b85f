// Issue 49's budget: a city's census (1,000,000 lines) uploads in at most 60 s, without the server
// holding the file in memory. The file is made as it is sent (a stream of valid DNIs and birth
// dates), posted to the campaign view's route as the admin page does, and the server's resident
// memory is sampled while it reads it. On SQLite and on PostgreSQL (`--engines=sqlite,postgres`).
// `node scripts/bench-census.mjs [--rows=1000000] [--engines=sqlite,postgres]`
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildServer } from './lib/builds.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { startThrowawayServer } from './lib/server-process.mjs';

export const CENSUS_ROWS = 1_000_000;
export const CENSUS_BUDGET_MS = 60_000;
/** The server may grow by this much while it reads the file (a 30 MB file must not be held whole). */
export const CENSUS_MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const ADMIN = { email: 'admin@chispa.test', password: 'Chispa-admin-2026' };

/** The census file, made a few thousand lines at a time as the request reads it. */
function censusStream(rows) {
  let sent = 0;
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(encoder.encode('documento;fecha_nacimiento;codigo_postal\n'));
      if (sent >= rows) return controller.close();
      const lines = [];
      for (const end = Math.min(rows, sent + 5000); sent < end; sent += 1) {
        const number = 10_000_000 + sent;
        lines.push(`${number}${LETTERS[number % 23]};${1930 + (sent % 80)}-${String(1 + (sent % 12)).padStart(2, '0')}-${String(1 + (sent % 28)).padStart(2, '0')};${String(1000 + (sent % 52000)).padStart(5, '0')}`);
      }
      controller.enqueue(encoder.encode(`${lines.join('\n')}\n`));
    },
  });
}

const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** One upload of `rows` lines to a fresh server on `engine`: time, rows per second, memory growth. */
export async function benchCensusOn(engine, rows = CENSUS_ROWS) {
  const postgres = engine === 'postgres' ? await startThrowawayPostgres() : null;
  const server = await startThrowawayServer({ env: { ...(postgres?.env ?? {}), ADMIN_RATELIMIT_MAX: '100' } });
  try {
    const login = await fetch(`${server.url}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const token = (await login.json()).data.token;
    const before = rssOf(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 100);
    const started = performance.now();
    const response = await fetch(`${server.url}/campaign/census?whenUnlisted=keep`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
      body: censusStream(rows),
      duplex: 'half',
    });
    const body = await response.json();
    const ms = performance.now() - started;
    clearInterval(sampler);
    if (response.status !== 201 || body.data.rows !== rows) throw new Error(`census upload: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    return { engine, rows, ms, rowsPerSecond: Math.round(rows / (ms / 1000)), memoryGrowth: peak - before };
  } finally {
    await server.stop();
    postgres?.stop();
  }
}

export function reportCensus(results) {
  console.log('\nCensus upload (issue 49): 1,000,000 lines streamed to POST /campaign/census');
  let within = true;
  for (const r of results) {
    const ok = r.ms <= CENSUS_BUDGET_MS && r.memoryGrowth <= CENSUS_MEMORY_BUDGET_BYTES;
    within &&= ok;
    console.log(
      `  ${r.engine.padEnd(10)} ${(r.ms / 1000).toFixed(1)} s (budget ${CENSUS_BUDGET_MS / 1000} s), ${r.rowsPerSecond.toLocaleString('en')} lines/s, server memory +${(r.memoryGrowth / 1024 / 1024).toFixed(0)} MB (budget ${CENSUS_MEMORY_BUDGET_BYTES / 1024 / 1024} MB): ${ok ? 'within budget' : 'OVER BUDGET'}`,
    );
  }
  return within;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = Number(process.argv.find((arg) => arg.startsWith('--rows='))?.slice(7) ?? CENSUS_ROWS);
  const engines = (process.argv.find((arg) => arg.startsWith('--engines='))?.slice(10) ?? 'sqlite,postgres').split(',');
  await buildServer();
  const results = [];
  for (const engine of engines) results.push(await benchCensusOn(engine, rows));
  process.exitCode = reportCensus(results) ? 0 : 1;
}
