#!/usr/bin/env node
// The million-ticket draw (issue 51): how long a server takes to freeze and draw a reward holding
// 1,000,000 tickets, and how long scripts/verify-draw.mjs takes to download its list and recompute it.
//
//   benchDrawAtCity({ base, env })  on a server whose PostgreSQL already holds the city
//                                   (scripts/seed-city.mjs: reward 0 holds 1,000,000 tickets)
//   node scripts/bench-draw.mjs     standalone: a throwaway PostgreSQL seeded with that one reward
//                                   and its 500,000 entries of 2 tickets, then the same measurement
//
// The draw happens when the scheduler passes after the draw date: the bench moves the reward's dates
// to now in the database and waits. The time is from the pass's start (the draw's `frozenAt`, which is
// the pass's clock) to the answer saying `drawn`, so it holds the freeze, the hash and the draw.
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { verifySource } from './verify-draw.mjs';

const requireFromServer = createRequire(new URL('../server/package.json', import.meta.url));
const { Client } = requireFromServer('pg');

export const DRAW_BUDGET_MS = 60_000;
export const VERIFY_BUDGET_MS = 60_000;

const cityRewardId = (seed) => createHash('md5').update(`reward:0:${seed}`).digest('hex').slice(0, 24);

async function withClient(env, work) {
  const client = new Client({ host: env.DATABASE_HOST, port: Number(env.DATABASE_PORT), user: env.DATABASE_USERNAME, password: env.DATABASE_PASSWORD || undefined, database: env.DATABASE_NAME });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function readDraw(base, rewardId) {
  const response = await fetch(`${base}/api/draws/${rewardId}`);
  if (!response.ok) throw new Error(`GET /api/draws/${rewardId} answered ${response.status}`);
  return (await response.json()).data;
}

/**
 * Freezes and draws the reward `rewardId` (by default the city's reward 0) on the server at `base`,
 * whose database `env` names, and verifies it: answers the figures. `timeoutMs` covers the wait for
 * the scheduler's next pass (DRAW_CHECK_MS, 30 s by default) and the draw itself.
 */
export async function benchDrawAtCity({ base, env, seed = 1, rewardId = cityRewardId(seed), redraw = false, timeoutMs = 180_000, log = console.log }) {
  if (redraw) await withClient(env, (client) => forgetDraw(client, rewardId));
  const committed = await readDraw(base, rewardId); // commits the draw if nobody asked yet
  if (committed.status !== 'committed') throw new Error(`the draw of ${rewardId} is already ${committed.status}: seed a fresh city, or pass redraw: true`);
  const tickets = await withClient(env, async (client) => {
    const [row] = (await client.query('select coalesce(sum(amount), 0)::bigint as n from participations where reward_document_id = $1', [rewardId])).rows;
    // The entries close and the draw is due now: the scheduler's next pass freezes and draws it.
    await client.query(`update rewards set end_date = now() - interval '1 second', draw_date = now() - interval '1 second' where document_id = $1`, [rewardId]);
    return Number(row.n);
  });
  log(`  the draw of reward ${rewardId} (${tickets.toLocaleString('en')} tickets) is due: waiting for the scheduler's pass`);
  const waitUntil = Date.now() + timeoutMs;
  let draw = committed;
  while (draw.status !== 'drawn') {
    if (Date.now() > waitUntil) throw new Error(`not drawn after ${timeoutMs / 1000} s (status ${draw.status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    draw = await readDraw(base, rewardId);
  }
  const drawnSeenAt = Date.now();
  const freezeAndDrawMs = drawnSeenAt - Date.parse(draw.frozenAt);

  const rssBefore = process.memoryUsage().rss;
  const at = performance.now();
  const lines = [];
  const code = await verifySource(`${base}/api/draws/${rewardId}`, undefined, { log: (line) => lines.push(line), error: (line) => lines.push(line) });
  const verifyMs = performance.now() - at;
  const figures = {
    tickets: draw.ticketCount,
    prizes: draw.prizes,
    freezeAndDrawMs,
    verifyMs,
    verified: code === 0,
    verifierRssGrowthMb: (process.memoryUsage().rss - rssBefore) / 2 ** 20,
    within: freezeAndDrawMs <= DRAW_BUDGET_MS && verifyMs <= VERIFY_BUDGET_MS && code === 0,
  };
  log(`  the draw: ${draw.ticketCount.toLocaleString('en')} tickets frozen and drawn in ${(freezeAndDrawMs / 1000).toFixed(1)} s (budget ≤ 60 s)`);
  log(`  verify-draw.mjs: downloaded and recomputed in ${(verifyMs / 1000).toFixed(1)} s (budget ≤ 60 s): ${code === 0 ? 'the draw holds' : `REFUSED: ${lines.join(' / ')}`}`);
  return figures;
}

/** A bench rerun on a kept city (`bench:city --reuse`): the reward's draw is forgotten, to be committed and drawn again. */
async function forgetDraw(client, rewardId) {
  await client.query('begin');
  await client.query('delete from chispa_draw_tickets where draw_id in (select id from draws where reward_document_id = $1)', [rewardId]);
  await client.query('delete from draws where reward_document_id = $1', [rewardId]); // its links to winners go with it (on delete cascade)
  await client.query('delete from chispa_draw_secrets where reward_document_id = $1', [rewardId]);
  await client.query('commit');
}

/** One published reward with `entries` entries of 2 tickets, from `entries / 2` members, on a database Strapi made. */
export async function seedOneReward(env, { entries, seed }) {
  const rewardId = cityRewardId(seed);
  await withClient(env, async (client) => {
    const q = (sql, params) => client.query(sql, params);
    const at = performance.now();
    const members = Math.max(1, Math.floor(entries / 2));
    const [{ m }] = (await q('select coalesce(max(id), 0) as m from up_users')).rows;
    const [{ p }] = (await q('select coalesce(max(id), 0) as p from participations')).rows;
    const [{ r }] = (await q('select coalesce(max(id), 0) as r from rewards')).rows;
    await q('begin');
    await q(
      `insert into up_users (id, document_id, username, email, email_key, provider, confirmed, blocked, created_at, updated_at, published_at)
       select $1::int + i, substr(md5('bench-member:' || i), 1, 24), 'bench-' || i || '@chispa.test', 'bench-' || i || '@chispa.test', 'bench-' || i || '@chispa.test', 'local', true, false, now(), now(), now()
       from generate_series(1, $2::int) i`,
      [Number(m), members],
    );
    await q(
      `insert into rewards (id, document_id, title, text, cost, start_date, end_date, draw_date, prizes, entry_requirement, signup_requirement, created_at, updated_at, published_at, locale)
       select $1::int + v, $2, 'Premio del millón', 'Un premio sorteado.', 1, now() - interval '30 days', now() + interval '20 days', now() + interval '21 days', 3, 'anyMember', 'anyMember', now(), now(),
         case when v = 2 then now() else null end, 'es' from generate_series(1, 2) v`,
      [Number(r), rewardId],
    );
    await q(
      `insert into participations (id, document_id, reward_document_id, amount, cost, total, date, locale_used, request_key, created_at, updated_at, published_at)
       select $1::int + e, substr(md5('bench-entry:' || e), 1, 24), $2, 2, 1, 2, now(), 'es', 'bench:' || e, now(), now(), now() from generate_series(1, $3::int) e`,
      [Number(p), rewardId, entries],
    );
    await q(`insert into participations_user_lnk (participation_id, user_id) select $1::int + e, $2::int + 1 + (e % $3::int) from generate_series(1, $4::int) e`, [Number(p), Number(m), members, entries]);
    await q('commit');
    await q('analyze');
    console.log(`  seeded ${entries.toLocaleString('en')} entries (${(entries * 2).toLocaleString('en')} tickets) of ${members.toLocaleString('en')} members in ${((performance.now() - at) / 1000).toFixed(1)} s`);
  });
  return rewardId;
}

async function standalone() {
  const { startCityDatabase } = await import('./lib/city/database.mjs');
  const { startThrowawayServer } = await import('./lib/server-process.mjs');
  const dir = process.argv.find((a) => a.startsWith('--dir='))?.slice(6) ?? '/tmp/chispa-draw-bench';
  const entries = Number(process.argv.find((a) => a.startsWith('--entries='))?.slice(10) ?? 500_000);
  rmSync(dir, { recursive: true, force: true });
  const db = await startCityDatabase(dir, { fresh: true });
  let server;
  try {
    const rewardId = await seedOneReward(db.env, { entries, seed: 1 });
    server = await startThrowawayServer({ env: { ...db.env, DRAW_CHECK_MS: '5000' } });
    const figures = await benchDrawAtCity({ base: server.url, env: db.env, rewardId });
    console.log(JSON.stringify(figures));
    return figures.within ? 0 : 1;
  } finally {
    await server?.stop();
    db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await standalone();
