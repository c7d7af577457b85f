import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { CITY_PASSWORD, cityEmail } from '../../scripts/lib/city/sizes.mjs';
import { randomClientAddress } from '../../scripts/lib/join.mjs';
import { rootDir } from '../../scripts/lib/paths.mjs';
import { checkCity, seedCity } from '../../scripts/seed-city.mjs';
import { verifyDraw } from '../../scripts/verify-draw.mjs';
import { openDraw, signInEditor } from './editor';
import { call, startTestCluster, type TestCluster } from './instances';

// The restore drill: a cluster's database loaded (the city generator at a small scale: thousands of
// members, votes, DIDs records and draw entries), a draw drawn with its commitment, pictures in the
// bucket; `npm run backup` as an operator runs it, then `npm run restore` into a fresh cluster, which
// must hold the same rows (each table's fingerprint), balances, draws and pictures (SHA-256). Each
// step's time is printed (docs/benchmarks.md). About 1.5 minutes on two cores.

const SCALE = 0.005;
/** The tables a restore must bring back row for row: members, their writes and money, draws and their secrets, pictures. */
const DATA_TABLES = [
  'up_users',
  'up_users_role_lnk',
  'projects',
  'rewards',
  'news',
  'user_project_supports',
  'user_project_supports_user_lnk',
  'did_records',
  'did_records_user_lnk',
  'participations',
  'participations_user_lnk',
  'form_participations',
  'form_participations_user_lnk',
  'push_subscriptions',
  'draws',
  'chispa_draw_secrets',
  'chispa_draw_tickets',
  'files',
  'files_related_mph',
  'strapi_migrations',
];
const DRAWERS = [2, 3, 4].map(cityEmail);

const dir = mkdtempSync(join(tmpdir(), 'chispa-drill-'));
const backupDir = join(dir, 'backup');
const timings: Array<[string, number]> = [];
let source: TestCluster | undefined;
let target: TestCluster | undefined;

afterAll(async () => {
  await source?.stop();
  await target?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const at = performance.now();
  const result = await work();
  timings.push([step, (performance.now() - at) / 1000]);
  return result;
}

/** `npm run backup` / `restore`, run as an operator would with the instances' settings (never synchronously: the bucket answers from this process). */
async function npmScript(cluster: TestCluster, name: 'backup' | 'restore') {
  const { stdout } = await promisify(execFile)(process.execPath, [join(rootDir, 'scripts', `${name}.mjs`), backupDir], {
    env: { ...process.env, ...cluster.postgres.env, ...cluster.storage.env },
  });
  return stdout.trim();
}

/** Each data table's row count and the MD5 of its rows in order: equal fingerprints, equal tables. */
function fingerprint(cluster: TestCluster) {
  const present = new Set(cluster.postgres.query(`select table_name from information_schema.tables where table_schema = 'public'`).split('\n'));
  expect(DATA_TABLES.filter((table) => !present.has(table))).toEqual([]);
  return Object.fromEntries(
    DATA_TABLES.map((table) => [table, cluster.postgres.query(`select count(*) || ' rows ' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${table}" t`)]),
  );
}

/** Every member's balance (from their records), as one figure: how many, their sum and their MD5. */
const balances = (cluster: TestCluster) =>
  cluster.postgres.query(
    `select count(*) || ' members, ' || coalesce(sum(s), 0) || ' DIDs, ' || md5(coalesce(string_agg(user_id || ':' || s, ',' order by user_id), '')) from (select l.user_id, sum(r.amount) s from did_records r join did_records_user_lnk l on l.did_record_id = r.id group by l.user_id) x`,
  );

const signIn = async (cluster: TestCluster, email: string) => {
  const login = await call(cluster.instances[0]!, '/api/auth/local', { method: 'POST', address: randomClientAddress(), json: { identifier: email, password: CITY_PASSWORD } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.jwt as string;
};
const balanceOf = async (cluster: TestCluster, token: string) => (await call(cluster, '/api/did-records?pagination[pageSize]=1', { token })).body.meta.balance as number;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const picture = async (cluster: TestCluster, url: string) => {
  const response = await fetch(`${cluster.url}${url}`);
  expect(response.status, url).toBe(200);
  return sha256(new Uint8Array(await response.arrayBuffer()));
};

/** A reward whose draw closes in `seconds`, on a new open project, entered by three city members. */
async function drawSoon(cluster: TestCluster, seconds: number) {
  const editor = await signInEditor(cluster);
  const title = `Sorteo del simulacro ${randomUUID()}`;
  const { reward, project } = await openDraw(cluster, editor, { title, closesAt: new Date(Date.now() + seconds * 1000) });
  for (const [index, email] of DRAWERS.entries()) {
    const token = await signIn(cluster, email);
    expect((await call(cluster, '/api/user-project-supports', { method: 'POST', token, json: { data: { support: 1, project } } })).status).toBe(201);
    const entry = await call(cluster, '/api/participations', { method: 'POST', token, headers: { 'Idempotency-Key': randomUUID() }, json: { rewardId: reward, amount: 1 + index, locale: 'es' } });
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
  }
  return reward;
}

/** A picture each for three city members (distinct bytes), uploaded through the front. */
async function uploadPictures(cluster: TestCluster) {
  const urls: string[] = [];
  for (const [index, email] of DRAWERS.entries()) {
    const png = await sharp({ create: { width: 8 + index, height: 8, channels: 3, background: { r: 40 * index, g: 120, b: 200 } } }).png().toBuffer();
    const form = new FormData();
    form.append('fileInfo', JSON.stringify({ name: `Simulacro ${index}`, alternativeText: 'Foto de perfil', caption: 'Avatar' }));
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), `drill-${index}.png`);
    const stored = await call(cluster, '/api/upload', { method: 'POST', body: form, token: await signIn(cluster, email) });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    urls.push(stored.body[0].url);
  }
  return urls;
}

describe('the restore drill', () => {
  it('backs up a loaded cluster and restores it into a fresh one: rows, balances, draws and pictures come back as they were', { timeout: 900_000 }, async () => {
    source = await timed('start the cluster (one instance)', () => startTestCluster(1, { DRAW_CHECK_MS: '500' }));
    const seeded = await timed(`load the database (the city at scale ${SCALE})`, async () => {
      // The seeding drops the tallies' triggers; the next boot makes them again and recounts.
      await source!.instances[0]!.stop();
      const city = await seedCity({ env: source!.postgres.env, scale: SCALE, log: () => {} });
      await checkCity(source!.postgres.env, city.sizes);
      await source!.restartInstance(0);
      return city;
    });
    const reward = await timed('draw a reward (entries, freeze, draw)', async () => {
      const documentId = await drawSoon(source!, 15);
      await expect.poll(async () => (await call(source!, `/api/draws/${documentId}`)).body.data?.status, { timeout: 60_000, interval: 500 }).toBe('drawn');
      // The winners are mailed after the draw, and the draw's row says so: that write is done too.
      await expect.poll(() => source!.postgres.query(`select winner_mails_sent from draws where reward_document_id = '${documentId}'`), { timeout: 30_000, interval: 250 }).toBe('2');
      return documentId;
    });
    const uploads = await timed('upload pictures', () => uploadPictures(source!));

    const draw = (await call(source, `/api/draws/${reward}`)).body.data;
    expect(verifyDraw(draw).problems).toEqual([]);
    const pictures = await Promise.all(uploads.map((url) => picture(source!, url)));
    const memberBalances = await Promise.all(DRAWERS.map(async (email) => balanceOf(source!, await signIn(source!, email))));
    const sourceBalances = balances(source);

    const before = fingerprint(source);
    const backedUp = await timed('npm run backup', () => npmScript(source!, 'backup'));
    expect(backedUp).toMatch(/^Backup taken at .+ the database and \d+ objects\.$/);
    const after = fingerprint(source);
    // Nothing wrote to these tables while the backup was taken: the backup holds exactly this.
    expect(after).toEqual(before);
    await source.stop();
    source = undefined;

    target = await timed('start a fresh cluster (one instance)', () => startTestCluster(1));
    expect(fingerprint(target).up_users).not.toEqual(before.up_users);
    await target.instances[0]!.stop();
    const restored = await timed('npm run restore (instances stopped)', () => npmScript(target!, 'restore'));
    expect(restored).toMatch(/^Restored the backup of .+: \d+ objects put back, \d+ removed\.$/);
    expect(fingerprint(target)).toEqual(before);
    expect(balances(target)).toEqual(sourceBalances);
    await timed('start the instance on the restored database, until ready', async () => {
      const instance = await target!.restartInstance(0);
      await expect.poll(async () => (await call(instance, '/api/health/ready')).status, { timeout: 60_000, interval: 250 }).toBe(200);
    });

    // Through the API and the front, as members see it.
    const restoredDraw = (await call(target, `/api/draws/${reward}`)).body.data;
    expect(restoredDraw).toEqual(draw);
    expect(verifyDraw(restoredDraw).problems).toEqual([]);
    expect(await Promise.all(DRAWERS.map(async (email) => balanceOf(target!, await signIn(target!, email))))).toEqual(memberBalances);
    expect(await Promise.all(uploads.map((url) => picture(target!, url)))).toEqual(pictures);
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8')) as { objects: Array<{ key: string; sha256: string }> };
    for (const object of manifest.objects) expect(await picture(target, `/uploads/${object.key}`)).toBe(object.sha256);

    const rows = Object.values(before).reduce((sum, figure) => sum + Number(figure.split(' ')[0]), 0);
    console.log(`  restore drill: ${seeded.sizes.members} city members, ${rows.toLocaleString('en')} rows in ${DATA_TABLES.length} data tables, ${sourceBalances.split(',').slice(0, 2).join(',')}, ${manifest.objects.length} objects in the bucket`);
    for (const [step, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${step}`);
  });
});
