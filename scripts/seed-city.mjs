// A city made by a script (issue 51), never committed: 500,000 members, 2,000 projects (600 closed
// with results, 20 open), 200 partners, 5,000,000 votes, 3,000,000 DIDs records, 1,000,000 draw
// entries over 100 rewards (the first holds 1,000,000 tickets), 200,000 sign-ups, 300,000 push
// subscriptions and 5,000 news posts, in the PostgreSQL schema a booted Strapi made.
//
// Each table is written with `COPY … FROM STDIN` (pg-copy-streams), its rows made by the database
// itself on a second connection (`COPY (select … from generate_series) TO STDOUT`) and piped across:
// the rows are generated and stored by two server processes at once, and no row is built in Node.
// Every value is a function of the row's number and `--seed` (hashint8), so a seed makes the same city.
// Consistent by construction: each vote is one member's on one project (no member votes twice on
// one), each entry's DIDs record is its negative total, each member earns more than they spend; the
// campaign view's tallies and the balances are computed from these rows, so they equal them.
//
// `node scripts/seed-city.mjs [--seed=1] [--scale=1] [--dir=/tmp/chispa-city]`: starts PostgreSQL
// in `dir` (kept), boots Strapi once on it when it is empty (the schema, the demo content), stops it,
// seeds, and prints the time of each table and in all.
import { createRequire } from 'node:module';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { citySizes, cityEmail, OPEN_PROJECTS } from './lib/city/sizes.mjs';
import { checkTables, TABLES } from './lib/city/tables.mjs';

const requireFromServer = createRequire(new URL('../server/package.json', import.meta.url));
const { Client } = requireFromServer('pg');

/** A client of the database `env` (DATABASE_* settings) names, not yet connected. */
const connect = (env) => new Client({ host: env.DATABASE_HOST, port: Number(env.DATABASE_PORT), user: env.DATABASE_USERNAME, password: env.DATABASE_PASSWORD || undefined, database: env.DATABASE_NAME });

const T = Object.fromEntries(Object.entries(TABLES).map(([name, { table }]) => [name, `"${table}"`]));
const cols = (name) => TABLES[name].columns.map((column) => `"${column}"`).join(', ');

/** A localized draft-and-publish type's row `r`: its document (r / 4), locale and published state (es draft, es published, en draft, en published). */
const VARIANT = {
  doc: '(r / 4)',
  locale: `(case when (r / 2) % 2 = 0 then 'es' else 'en' end)`,
  published: '(r % 2 = 1)',
};
const docId = (kind, doc) => `substr(md5('${kind}:' || ${doc} || ':' || $seed), 1, 24)`;
const pick = (values, hash) => `(array[${values.map((v) => `'${v}'`).join(',')}])[1 + ${hash} % ${values.length}]`;
/** The last open voting: a form project, whose reward takes sign-ups. */
const FORM_PROJECT = OPEN_PROJECTS - 1;
const BARRIOS = ['Nou Barris', 'Lavapiés', 'Gràcia', 'Triana', 'Ruzafa', 'Carabanchel', 'Sants', 'El Cabanyal', 'Vallecas', 'Poble-sec'];
const NAMES = ['Lucía', 'Hugo', 'Martina', 'Mateo', 'Sofía', 'Leo', 'Julia', 'Daniel', 'Paula', 'Álvaro', 'Aitana', 'Pablo'];
const SURNAMES = ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Núñez', 'Ibáñez'];
const blocks = (text) => `jsonb_build_array(jsonb_build_object('type', 'paragraph', 'children', jsonb_build_array(jsonb_build_object('type', 'text', 'text', ${text}))))`;

/**
 * The tables, in order, each as [label, rows, table (TABLES' key), the select that makes its rows
 * from generate_series], with ids after the table's highest (`base.<name>`) so the link tables can
 * name rows by number.
 */
function statements(n, base, seed, role) {
  const h = (expr, salt) => `abs(hashint8((${expr})::bigint * 7919 + ${salt} + ${seed}::bigint * 104729))`;
  const ago = (expr, salt, days) => `(now() - (${h(expr, salt)} % (${days} * 86400)) * interval '1 second')`;
  const voteable = OPEN_PROJECTS + n.closedWithResults;
  const step = Math.floor(voteable / Math.ceil(n.votes / n.members));
  // Votes: member (v mod M) votes on project ((m * 13 + k * step) mod voteable) for their k-th vote: never twice on one.
  const voterOf = (v) => `((${v}) % ${n.members})`;
  const voteProjectOf = (v) => `((${voterOf(v)} * 13 + ((${v}) / ${n.members}) * ${step}) % ${voteable})`;
  const memberId = (m) => `(${base.members} + 1 + ${m})`;
  const half = Math.floor(n.entries / 2);
  // Entries: the first half on the first reward, 2 tickets each (the million-ticket reward); the rest on the others but the last (the form reward), 1 each.
  const entryRewardOf = (e) => `(case when ${e} < ${half} then 0 else 1 + (${e}) % ${n.rewards - 2} end)`;
  const entryMemberOf = (e) => `(case when ${e} < ${half} then (${e}) % ${n.members} else ((${e}) - ${half}) % ${n.members} end)`;
  const entryAmountOf = (e) => `(case when ${e} < ${half} then 2 else 1 end)`;
  const requestKeyOf = (e) => `${memberId(entryMemberOf(e))} || ':' || ${docId('entry-key', e)}`;
  const voteKeyOf = (v) => `${memberId(voterOf(v))} || ':' || ${docId('project', voteProjectOf(v))}`;
  const heavyEnd = n.entries + n.heavyRecords;
  const projectOfReward = (d) => `(case when ${d} < ${FORM_PROJECT} then ${d} when ${d} = ${n.rewards - 1} then ${FORM_PROJECT} else ${d} + 1 end)`;
  const voteOfRecord = `(x - ${heavyEnd})`;
  return [
    [
      'members',
      n.members,
      'members',
      `select ${memberId('i')}, ${docId('member', 'i')}, ${`'city-' || (i + 1) || '@chispa.test'`}, 'city-' || (i + 1) || '@chispa.test', 'city-' || (i + 1) || '@chispa.test', 'local', $hash, true, false,
        ${pick(NAMES, h('i', 1))}, ${pick(SURNAMES, h('i', 2))}, ${pick(BARRIOS, h('i', 3))}, 'default', ${ago('i', 4, 900)}, ${ago('i', 4, 900)},
        (case when i % 3 = 0 then 'census' when i % 7 = 0 then 'code' else null end), (case when i % 3 = 0 or i % 7 = 0 then ${ago('i', 5, 300)} else null end), ${ago('i', 4, 900)}, now(), ${ago('i', 4, 900)}
        from generate_series(0, ${n.members - 1}) i`,
    ],
    ['member roles', n.members, 'memberRoles',
      `select ${memberId('i')}, ${role}, i + 2 from generate_series(0, ${n.members - 1}) i`],
    [
      'partners',
      n.partners * 4,
      'partners',
      `select ${base.partners} + 1 + r, ${docId('partner', VARIANT.doc)}, 'Asociación ' || ${pick(BARRIOS, VARIANT.doc)} || ' ' || ${VARIANT.doc},
        ${blocks(`'Una asociación vecinal.'`)}, now() - interval '3 years', now(), case when ${VARIANT.published} then now() - interval '3 years' else null end, ${VARIANT.locale}
        from generate_series(0, ${n.partners * 4 - 1}) r`,
    ],
    [
      'projects',
      n.projects * 4,
      // Documents 0…19 open now, the next ones closed with results, the rest older seasons.
      'projects',
      `select ${base.projects} + 1 + r, ${docId('project', VARIANT.doc)},
        (case when ${VARIANT.locale} = 'es' then 'Proyecto ' else 'Project ' end) || ${VARIANT.doc} || ' · ' || ${pick(BARRIOS, h(VARIANT.doc, 11))},
        'Subtítulo ' || ${VARIANT.doc}, 'Un proyecto del barrio.', ${pick(BARRIOS, h(VARIANT.doc, 11))}, ${blocks(`'Lo que el proyecto hará.'`)},
        (case when ${VARIANT.doc} < ${OPEN_PROJECTS} then current_date - 10 else current_date - 40 - (${VARIANT.doc} % 1000) end),
        (case when ${VARIANT.doc} < ${OPEN_PROJECTS} then current_date + 30 else current_date - 10 - (${VARIANT.doc} % 1000) end),
        'afterClosing', 'anyMember',
        (case when ${VARIANT.doc} < ${OPEN_PROJECTS} then 'published' when ${VARIANT.doc} < ${voteable} then 'finished' else ${pick(['validated', 'inprogress', 'approved', 'notvalidated'], VARIANT.doc)} end),
        (case when ${VARIANT.doc} = ${FORM_PROJECT} then 'form' when ${VARIANT.doc} % 5 = 4 then 'others' else 'humans' end), true, ${VARIANT.doc},
        now() - interval '3 years', now(), case when ${VARIANT.published} then now() - interval '3 years' else null end, ${VARIANT.locale}
        from generate_series(0, ${n.projects * 4 - 1}) r`,
    ],
    ['project partners', n.projects * 4, 'projectPartners',
      `select ${base.projects} + 1 + r, ${base.partners} + 1 + (${VARIANT.doc} % ${n.partners}) * 4 + r % 4, 1 from generate_series(0, ${n.projects * 4 - 1}) r`],
    [
      'rewards',
      n.rewards * 4,
      'rewards',
      `select ${base.rewards} + 1 + r, ${docId('reward', VARIANT.doc)}, 'Premio ' || ${VARIANT.doc}, 'Un premio sorteado entre quienes participan.', 1,
        now() - interval '30 days', now() + interval '20 days', now() + interval '21 days', 3, 'anyMember', 'anyMember',
        now() - interval '30 days', now(), case when ${VARIANT.published} then now() - interval '30 days' else null end, ${VARIANT.locale}
        from generate_series(0, ${n.rewards * 4 - 1}) r`,
    ],
    // Each reward belongs to one project: the first 19 to open votings, the last (the form reward) to the last open voting (a form project), the others to closed ones.
    [
      'project rewards',
      n.rewards * 4,
      'projectRewards',
      `select ${base.projects} + 1 + ${projectOfReward(VARIANT.doc)} * 4 + r % 4, ${base.rewards} + 1 + r from generate_series(0, ${n.rewards * 4 - 1}) r`,
    ],
    [
      'news',
      n.news * 4,
      'news',
      `select ${base.news} + 1 + r, ${docId('news', VARIANT.doc)}, 'Noticia ' || ${VARIANT.doc}, 'Lo que pasó en el barrio.', ${blocks(`'Texto de la noticia.'`)},
        current_date - (${VARIANT.doc} % 1500), now(), now(), case when ${VARIANT.published} then now() else null end, ${VARIANT.locale}
        from generate_series(0, ${n.news * 4 - 1}) r`,
    ],
    [
      'votes',
      n.votes,
      'votes',
      `select ${base.votes} + 1 + v, ${docId('vote', 'v')}, (case when ${h('v', 21)} % 10 < 7 then 1 else -1 end), ${docId('project', voteProjectOf('v'))},
        ${voteKeyOf('v')}, ${ago('v', 22, 600)}, now(), now() from generate_series(0, ${n.votes - 1}) v`,
    ],
    ['vote members', n.votes, 'voteMembers',
      `select ${base.votes} + 1 + v, ${memberId(voterOf('v'))} from generate_series(0, ${n.votes - 1}) v`],
    [
      'entries',
      n.entries,
      'entries',
      `select ${base.entries} + 1 + e, ${docId('entry', 'e')}, ${docId('reward', entryRewardOf('e'))}, ${entryAmountOf('e')}, 1, ${entryAmountOf('e')}, ${ago('e', 31, 25)}, 'es',
        ${requestKeyOf('e')}, ${ago('e', 31, 25)}, now(), now() from generate_series(0, ${n.entries - 1}) e`,
    ],
    ['entry members', n.entries, 'entryMembers',
      `select ${base.entries} + 1 + e, ${memberId(entryMemberOf('e'))} from generate_series(0, ${n.entries - 1}) e`],
    [
      'DIDs records',
      n.records,
      // Records 0…E-1: each entry's spending; then the heavy member's (city-1) long history; then one +10 per vote, oldest votes first.
      'records',
      `select ${base.records} + 1 + x,
        ${docId('record', 'x')},
        (case when x < ${n.entries} then -${entryAmountOf('x')} when x < ${heavyEnd} then 1 else 10 end),
        (case when x < ${n.entries} then 'participation' when x < ${heavyEnd} then 'sharePost' else 'vote' end),
        (case when x < ${n.entries} then 'participation:' || ${requestKeyOf('x')} when x < ${heavyEnd} then 'sharePost:city:' || x else 'vote:' || ${voteKeyOf(voteOfRecord)} end),
        (case when x < ${n.entries} then 'reward' when x < ${heavyEnd} then 'news' else 'project' end),
        (case when x < ${n.entries} then ${docId('reward', entryRewardOf('x'))} when x < ${heavyEnd} then ${docId('news', `(x % ${n.news})`)} else ${docId('project', voteProjectOf(voteOfRecord))} end),
        ${ago('x', 41, 600)}, now(), now() from generate_series(0, ${n.records - 1}) x`,
    ],
    [
      'record members',
      n.records,
      'recordMembers',
      `select ${base.records} + 1 + x,
        (case when x < ${n.entries} then ${memberId(entryMemberOf('x'))} when x < ${heavyEnd} then ${memberId('0')} else ${memberId(voterOf(voteOfRecord))} end), x + 1
        from generate_series(0, ${n.records - 1}) x`,
    ],
    [
      'sign-ups',
      n.signUps,
      'signUps',
      `select ${base.signUps} + 1 + s, ${docId('sign-up', 's')}, ${docId('reward', String(n.rewards - 1))}, ${pick(BARRIOS, h('s', 51))}, '600 ' || lpad((s % 1000000)::text, 6, '0'), 1,
        jsonb_build_object('city', ${pick(BARRIOS, h('s', 51))}, 'phone', '600 ' || lpad((s % 1000000)::text, 6, '0'), 'option', '1'), 'es',
        ${memberId(`(s % ${n.members})`)} || ':' || ${docId('reward', String(n.rewards - 1))}, ${ago('s', 52, 25)}, now(), now() from generate_series(0, ${n.signUps - 1}) s`,
    ],
    ['sign-up members', n.signUps, 'signUpMembers',
      `select ${base.signUps} + 1 + s, ${memberId(`(s % ${n.members})`)} from generate_series(0, ${n.signUps - 1}) s`],
    [
      'push subscriptions',
      n.pushSubscriptions,
      'pushSubscriptions',
      `select ${base.pushSubscriptions} + 1 + p, ${docId('push', 'p')}, md5('https://push.city.test/' || p || ':' || $seed), 'https://push.city.test/' || p,
        'BC' || md5('p256:' || p) || md5('p256b:' || p), substr(md5('auth:' || p), 1, 22), '["results"]'::jsonb, ${pick(['es', 'en'], 'p')}, md5('device:' || p), ${ago('p', 61, 400)}, now(), now()
        from generate_series(0, ${n.pushSubscriptions - 1}) p`,
    ],
    ['push members', n.pushSubscriptions, 'pushMembers',
      `select ${base.pushSubscriptions} + 1 + p, ${memberId(`(p % ${n.members})`)} from generate_series(0, ${n.pushSubscriptions - 1}) p`],
  ];
}

/** The tables whose ids the statements continue from. */
const BASES = ['members', 'partners', 'projects', 'rewards', 'news', 'votes', 'records', 'entries', 'signUps', 'pushSubscriptions'];

/**
 * Seeds the city into the database `env` (DATABASE_* settings) names, whose schema Strapi made.
 * @param {{ env: Record<string, string>, seed?: number, scale?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ sizes: ReturnType<typeof citySizes>, tables: Array<{ name: string, rows: number, ms: number }>, ms: number }>}
 */
export async function seedCity({ env, seed = 1, scale = 1, log = console.log }) {
  const client = connect(env);
  // The second connection, outside the seeding's transaction, only makes rows: its selects read no table.
  const maker = connect(env);
  await Promise.all([client.connect(), maker.connect()]);
  const query = async (sql, params) => (await client.query(sql, params)).rows;
  try {
    await checkTables(query);
    const sizes = citySizes(scale);
    const base = {};
    for (const name of BASES) base[name] = Number((await query(`select coalesce(max(id), 0) as top from ${T[name]}`))[0].top);
    const [{ password: hash } = {}] = await query(`select password from ${T.members} where email = 'demo@chispa.test'`);
    if (!hash) throw new Error('the demo member is missing: seed the city on a database Strapi booted with the demo content');
    if ((await query(`select 1 from ${T.members} where email = $1`, [cityEmail(1)])).length) throw new Error('this database already holds a city');
    const [{ id: role }] = await query(`select id from ${T.roles} where type = 'authenticated'`);
    // The whole city is one transaction with synchronous commit off: a failed seeding leaves nothing.
    const started = performance.now();
    await query('begin');
    await query('set local synchronous_commit = off');
    // The triggers that keep the campaign view's tallies would run once per vote: dropped, the next
    // boot makes them again and recounts the tallies from these votes (server/src/lib/strapi-internals/vote-tallies.ts).
    await query(`do $$ declare t record; begin for t in select tgname, tgrelid::regclass as tab from pg_trigger where tgname like 'chispa\\_tally\\_%' and not tgisinternal loop execute format('drop trigger %I on %s', t.tgname, t.tab); end loop; end $$`);
    const tables = [];
    for (const [name, rows, table, select] of statements(sizes, base, seed, role)) {
      const at = performance.now();
      const made = select.replaceAll('$seed', `${Number(seed)}`).replaceAll('$hash', maker.escapeLiteral(hash));
      await pipeline(maker.query(copyTo(`copy (${made}) to stdout`)), client.query(copyFrom(`copy ${T[table]} (${cols(table)}) from stdin`)));
      const ms = performance.now() - at;
      tables.push({ name, rows, ms });
      log(`  ${name.padEnd(20)} ${rows.toLocaleString('en').padStart(11)} rows  ${(ms / 1000).toFixed(1).padStart(6)} s`);
    }
    for (const name of [...BASES, 'memberRoles', 'projectPartners', 'projectRewards', 'voteMembers', 'entryMembers', 'recordMembers', 'signUpMembers', 'pushMembers']) {
      await query(`select setval(pg_get_serial_sequence('${TABLES[name].table}', 'id'), (select coalesce(max(id), 1) from ${T[name]}))`);
    }
    await query('commit');
    const at = performance.now();
    await query('analyze');
    tables.push({ name: 'analyze', rows: 0, ms: performance.now() - at });
    log(`  ${'analyze'.padEnd(20)} ${''.padStart(11)}       ${((performance.now() - at) / 1000).toFixed(1).padStart(6)} s`);
    const ms = performance.now() - started;
    log(`  ${'in all'.padEnd(20)} ${tables.reduce((sum, t) => sum + t.rows, 0).toLocaleString('en').padStart(11)} rows  ${(ms / 1000).toFixed(1).padStart(6)} s`);
    return { sizes, tables, ms };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await Promise.all([client.end(), maker.end()]);
  }
}

/** Checks the seeded city's promises: balances equal records and are never negative, no member voted twice on a project, the big reward's tickets. */
export async function checkCity(env, sizes) {
  const client = connect(env);
  await client.connect();
  try {
    const one = async (sql) => Object.values((await client.query(sql)).rows[0] ?? {})[0];
    const negative = Number(await one(`select count(*) from (select l.user_id, sum(r.amount) s from ${T.records} r join ${T.recordMembers} l on l.did_record_id = r.id group by l.user_id having sum(r.amount) < 0) x`));
    const twice = Number(await one(`select count(*) - count(distinct vote_key) from ${T.votes}`));
    const unlinked = Number(await one(`select count(*) from ${T.votes} v left join ${T.voteMembers} l on l.user_project_support_id = v.id where l.id is null`));
    const bigTickets = Number(await one(`select max(t) from (select sum(amount) t from ${T.entries} group by reward_document_id) x`));
    const problems = [negative && `${negative} negative balances`, twice && `${twice} repeated votes`, unlinked && `${unlinked} votes without a member`, bigTickets < sizes.entries && `the largest reward holds ${bigTickets} tickets`].filter(Boolean);
    if (problems.length) throw new Error(`the city is not consistent: ${problems.join(', ')}`);
    return { bigTickets };
  } finally {
    await client.end();
  }
}

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startCityDatabase } = await import('./lib/city/database.mjs');
  const seed = Number(arg('seed', '1'));
  const scale = Number(arg('scale', '1'));
  const database = await startCityDatabase(arg('dir', '/tmp/chispa-city'));
  try {
    console.log(`Seeding the city (seed ${seed}, scale ${scale}) into ${database.env.DATABASE_HOST}:${database.env.DATABASE_PORT}`);
    const seeded = await seedCity({ env: database.env, seed, scale });
    await checkCity(database.env, seeded.sizes);
    console.log(`The city is consistent. ${JSON.stringify(database.env)}`);
  } finally {
    database.stop();
  }
}
