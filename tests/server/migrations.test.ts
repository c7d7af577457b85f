import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from '../../server/node_modules/knex/types/index';
import { scratchDatabase, type ScratchDatabase } from './scratch-database';

// Our migrations (server/database/migrations), on an empty database of the engine under test, run as
// Strapi runs them: in file-name order, each in a transaction, before its schema sync.
const migrationsDir = new URL('../../server/database/migrations/', import.meta.url);
const requireMigration = createRequire(migrationsDir);
type Migration = { up(knex: Knex): Promise<void>; TABLES?: Record<string, unknown> };
const names = readdirSync(migrationsDir).filter((name) => name.endsWith('.js')).sort();
const migration = (part: string) => requireMigration(`./${names.find((name) => name.includes(part))!}`) as Migration;

let scratch: ScratchDatabase;
let db: Knex;
beforeEach(async () => {
  scratch = await scratchDatabase();
  db = scratch.db;
});
afterEach(async () => {
  await scratch.drop();
});

const run = (m: Migration) => db.transaction((trx) => m.up(trx));
const runAll = async () => {
  for (const name of names) await run(requireMigration(`./${name}`) as Migration);
};

async function indexesOf(table: string): Promise<string[]> {
  if (scratch.client === 'sqlite') return (await db.raw('select name from sqlite_master where type = ? and tbl_name = ?', ['index', table])).map((row: { name: string }) => row.name);
  return (await db.raw('select indexname from pg_indexes where tablename = ?', [table])).rows.map((row: { indexname: string }) => row.indexname);
}

describe('the migrations on an empty database', () => {
  it('all run, and all run again with nothing to do', async () => {
    await runAll();
    await runAll();
    for (const table of Object.keys(migration('own-tables').TABLES!)) expect(await db.schema.hasTable(table)).toBe(true);
    for (const table of Object.keys(migration('push-queue').TABLES!)) expect(await db.schema.hasTable(table)).toBe(true);
    for (const table of Object.keys(migration('draw-tickets').TABLES!)) expect(await db.schema.hasTable(table)).toBe(true);
    for (const table of Object.keys(migration('vote-tallies').TABLES!)) expect(await db.schema.hasTable(table)).toBe(true);
    for (const table of Object.keys(migration('following-inbox-mail').TABLES!)) expect(await db.schema.hasTable(table)).toBe(true);
    // The members' mails' language.
    expect(await db.schema.hasColumn('chispa_notification_settings', 'locale')).toBe(true);
    for (const table of Object.keys(migration('project-update-announcements').TABLES!)) expect(await db.schema.hasTable(table)).toBe(true);
    for (const table of Object.keys(migration('legal-texts').TABLES!)) expect(await db.schema.hasTable(table)).toBe(true);
  });

  it('number each legal text’s versions once per language, and record a member’s acceptance of a version once', async () => {
    await run(migration('legal-texts'));
    const version = { kind: 'privacy', locale: 'es', version: 2, title: 'Privacidad', body: '[]', material: true, content_hash: 'a'.repeat(64), published_at: Date.now() };
    await db('chispa_legal_versions').insert(version);
    // Two instances recording one publish: the second insert of that number fails, whatever its text.
    await expect(db('chispa_legal_versions').insert({ ...version, content_hash: 'b'.repeat(64) })).rejects.toThrow(/unique|duplicate|constraint/i);
    await db('chispa_legal_versions').insert({ ...version, locale: 'en' });
    await db('chispa_legal_versions').insert({ ...version, kind: 'terms' });
    const acceptance = { user_id: 3, kind: 'privacy', locale: 'es', version: 2, accepted_at: Date.now() };
    await db('chispa_legal_acceptances').insert(acceptance);
    await expect(db('chispa_legal_acceptances').insert(acceptance)).rejects.toThrow(/unique|duplicate|constraint/i);
    await db('chispa_legal_acceptances').insert({ ...acceptance, version: 3 });
    await run(migration('legal-texts'));
    expect(await db('chispa_legal_versions').count({ n: '*' })).toEqual([{ n: scratch.client === 'sqlite' ? 3 : '3' }]);
    expect(await db('chispa_legal_acceptances').count({ n: '*' })).toEqual([{ n: scratch.client === 'sqlite' ? 2 : '2' }]);
  });

  it('claim each project update’s announcement once', async () => {
    await run(migration('project-update-announcements'));
    const claim = { update_document: 'u1', project: 'p1', announced_at: Date.now() };
    await db('chispa_update_announcements').insert(claim);
    await expect(db('chispa_update_announcements').insert(claim)).rejects.toThrow(/unique|duplicate|constraint/i);
  });

  it('make the inbox hold each event once per member, and a follow once per member and project', async () => {
    await run(migration('following-inbox-mail'));
    const entry = { user_id: 3, event_key: 'projectResults:p1', topic: 'results', params: '{}', url: '/projects/p1', created_at: Date.now() };
    await db('chispa_inbox').insert(entry);
    await expect(db('chispa_inbox').insert(entry)).rejects.toThrow(/unique|duplicate/i);
    await db('chispa_inbox').insert({ ...entry, user_id: 4 });
    const follow = { user_id: 3, project: 'p1', source: 'vote', changed_at: Date.now() };
    await db('chispa_follows').insert(follow);
    await expect(db('chispa_follows').insert({ ...follow, source: 'manual' })).rejects.toThrow(/unique|duplicate/i);
    await run(migration('following-inbox-mail'));
    expect(await db('chispa_inbox').count({ n: '*' })).toEqual([{ n: scratch.client === 'sqlite' ? 2 : '2' }]);
    expect(await db('chispa_follows').where({ following: true }).count({ n: '*' })).toEqual([{ n: scratch.client === 'sqlite' ? 1 : '1' }]);
  });

  it('make the push queue hold each device once per event', async () => {
    await run(migration('push-queue'));
    const delivery = { event_id: 1, subscription_id: 7, user_id: 3, next_at: Date.now() };
    await db('chispa_push_deliveries').insert(delivery);
    await expect(db('chispa_push_deliveries').insert(delivery)).rejects.toThrow(/unique|duplicate/i);
    await db('chispa_push_deliveries').insert({ ...delivery, event_id: 2 });
    await run(migration('push-queue'));
    expect(await db('chispa_push_deliveries').where({ state: 'pending', attempts: 0 }).count({ n: '*' })).toEqual([{ n: scratch.client === 'sqlite' ? 2 : '2' }]);
  });

  it('a second run of the own tables keeps what they hold', async () => {
    await run(migration('own-tables'));
    await db('chispa_scheduled_runs').insert({ job: 'push-results', slot: 1, instance: 'a', ran_at: new Date() });
    await run(migration('own-tables'));
    expect(await db('chispa_scheduled_runs').count({ n: '*' })).toEqual([{ n: scratch.client === 'sqlite' ? 1 : '1' }]);
  });
});

describe('unique record keys, on a database from before', () => {
  beforeEach(async () => {
    await db.schema.createTable('user_project_supports', (t) => (t.increments('id'), t.string('vote_key')));
    await db.schema.createTable('did_records', (t) => (t.increments('id'), t.string('event_key'), t.string('reason')));
    await db.raw('create index user_project_supports_vote_key_lookup on user_project_supports (vote_key)');
    await db.raw('create index did_records_event_key_lookup on did_records (event_key)');
  });

  it('drops the plain lookup indexes the server used to make at each start (Strapi makes the unique ones)', async () => {
    await db('did_records').insert([{ event_key: null, reason: 'adjustment' }, { event_key: null, reason: 'adjustment' }]);
    await run(migration('unique-record-keys'));
    expect(await indexesOf('user_project_supports')).not.toContain('user_project_supports_vote_key_lookup');
    expect(await indexesOf('did_records')).not.toContain('did_records_event_key_lookup');
    await run(migration('unique-record-keys'));
  });

  it('stops, naming the key, when a database holds one twice, and changes nothing', async () => {
    await db('user_project_supports').insert([{ vote_key: '7:pr-1' }, { vote_key: '7:pr-1' }, { vote_key: '7:pr-2' }]);
    await expect(run(migration('unique-record-keys'))).rejects.toThrow(/user_project_supports\.vote_key holds the same key more than once \(7:pr-1\)/);
    expect(await indexesOf('user_project_supports')).toContain('user_project_supports_vote_key_lookup');
  });
});

describe('following, on a database with votes from before it', () => {
  it('makes each past voter follow the project they voted on, and leaves a member’s own choice as it is', async () => {
    await run(migration('following-inbox-mail'));
    await db.schema.createTable('user_project_supports', (t) => (t.increments('id'), t.string('project_document_id')));
    await db.schema.createTable('user_project_supports_user_lnk', (t) => (t.increments('id'), t.integer('user_project_support_id'), t.integer('user_id')));
    await db('user_project_supports').insert([{ project_document_id: 'p1' }, { project_document_id: 'p2' }, { project_document_id: 'p1' }]);
    await db('user_project_supports_user_lnk').insert([
      { user_project_support_id: 1, user_id: 7 },
      { user_project_support_id: 2, user_id: 7 },
      { user_project_support_id: 3, user_id: 8 },
    ]);
    await db('chispa_follows').insert({ user_id: 8, project: 'p1', following: false, source: 'manual', changed_at: 1 });
    await run(migration('voters-follow'));
    await run(migration('voters-follow'));
    const rows = await db('chispa_follows').orderBy(['user_id', 'project']).select('user_id', 'project', 'following', 'source');
    expect(rows.map((row) => [row.user_id, row.project, Boolean(row.following), row.source])).toEqual([
      [7, 'p1', true, 'vote'],
      [7, 'p2', true, 'vote'],
      [8, 'p1', false, 'manual'],
    ]);
  });
});

describe('record subjects, on a database from before they were named', () => {
  beforeEach(async () => {
    await db.schema.createTable('did_records', (t) => (t.increments('id'), t.string('reason'), t.string('event_key')));
    await db.schema.createTable('challenges', (t) => (t.increments('id'), t.string('document_id'), t.string('kind')));
    await db.schema.createTable('participations', (t) => (t.increments('id'), t.string('request_key'), t.string('reward_document_id')));
    await db('challenges').insert([
      { document_id: 'ch-register', kind: 'register' },
      { document_id: 'ch-referral', kind: 'referral' },
    ]);
    await db('participations').insert({ request_key: '7:req-1', reward_document_id: 'rw-1' });
    await db('did_records').insert([
      { reason: 'register', event_key: 'register:7:7' },
      { reason: 'vote', event_key: 'vote:7:pr-1' },
      { reason: 'shareProject', event_key: 'shareProject:7:pr-2' },
      { reason: 'sharePost', event_key: 'sharePost:7:nw-1' },
      { reason: 'referral', event_key: 'referral:7:12' },
      { reason: 'participation', event_key: 'participation:7:req-1' },
      { reason: 'completeProfile', event_key: 'completeProfile:7:7' },
      { reason: 'adjustment', event_key: null },
    ]);
  });

  const links = async () =>
    (await db('did_records').orderBy('id').select('reason', 'subject_type', 'subject_document_id')).map((r) => [r.reason, r.subject_type, r.subject_document_id]);

  it('adds the subject columns and reads each subject from the event key, the challenge of its kind, or the participation’s reward', async () => {
    await run(migration('record-subjects'));
    expect(await links()).toEqual([
      ['register', 'challenge', 'ch-register'],
      ['vote', 'project', 'pr-1'],
      ['shareProject', 'project', 'pr-2'],
      ['sharePost', 'news', 'nw-1'],
      // The referral names its challenge, never the referred member (12).
      ['referral', 'challenge', 'ch-referral'],
      ['participation', 'reward', 'rw-1'],
      // No completeProfile challenge, and an adjustment is about nothing: both stay unlinked.
      ['completeProfile', null, null],
      ['adjustment', null, null],
    ]);
  });

  it('is idempotent: a second run changes nothing, and it never rewrites a linked record', async () => {
    await run(migration('record-subjects'));
    const before = await links();
    await db('challenges').where('kind', 'register').update({ document_id: 'ch-register-new' });
    await run(migration('record-subjects'));
    expect(await links()).toEqual(before);
  });
});

describe('project positions, on a database from before them', () => {
  beforeEach(async () => {
    await db.schema.createTable('projects', (t) => (t.increments('id'), t.string('name')));
    await db('projects').insert([{ name: 'first' }, { name: 'second' }]);
  });

  it('adds the column with every existing project at 0, once', async () => {
    await run(migration('project-position'));
    expect(await db('projects').orderBy('id').select('name', 'position')).toEqual([
      { name: 'first', position: 0 },
      { name: 'second', position: 0 },
    ]);
    await db('projects').where('name', 'second').update({ position: -1 });
    await run(migration('project-position'));
    expect(await db('projects').where('name', 'second').first('position')).toEqual({ position: -1 });
  });
});

describe('provider events, on a database from before their applied mark', () => {
  it('marks every event kept then as applied when it was received, once', async () => {
    await run(migration('T00.00.00.provider-events'));
    const received = new Date('2026-11-27T10:00:00.000Z');
    await db('chispa_provider_events').insert({ event_id: 'evt_1', type: 'invoice.paid', received_at: received });
    await run(migration('provider-events-applied'));
    const row = await db('chispa_provider_events').where('event_id', 'evt_1').first('applied_at');
    expect(new Date(row.applied_at).getTime()).toBe(received.getTime());
    await run(migration('provider-events-applied'));
  });
});

describe('gift tokens, on a database from before they were kept apart', () => {
  beforeEach(async () => {
    await db.schema.createTable('gifts', (t) => (t.increments('id'), t.string('document_id'), t.string('token'), t.string('state')));
    await db('gifts').insert([
      { document_id: 'gift-paid', token: 'a'.repeat(48), state: 'paid' },
      { document_id: 'gift-redeemed', token: 'b'.repeat(48), state: 'redeemed' },
    ]);
  });

  it('keeps the hash of every link still to be used, and no token in the gifts, once', async () => {
    await run(migration('gift-tokens-apart'));
    const { createHash } = await import('node:crypto');
    expect(await db('chispa_gift_tokens').select('gift_document_id', 'token_hash')).toEqual([
      { gift_document_id: 'gift-paid', token_hash: createHash('sha256').update('a'.repeat(48)).digest('hex') },
    ]);
    expect(await db('gifts').whereNotNull('token').count({ n: '*' })).toEqual([{ n: scratch.client === 'sqlite' ? 0 : '0' }]);
    await run(migration('gift-tokens-apart'));
    expect(await db('chispa_gift_tokens').count({ n: '*' })).toEqual([{ n: scratch.client === 'sqlite' ? 1 : '1' }]);
  });
});

describe('lookwhat option labels, on a database from before them', () => {
  beforeEach(async () => {
    await db.schema.createTable('projects', (t) => (t.increments('id'), t.string('name'), t.string('project_type'), t.string('locale')));
    await db('projects').insert([
      { name: 'cómics o ciencia', project_type: 'lookwhat', locale: 'es' },
      { name: 'comics or science', project_type: 'lookwhat', locale: 'en' },
      { name: 'huertos', project_type: 'humans', locale: 'es' },
    ]);
  });

  const labels = () => db('projects').orderBy('id').select('name', 'option_1_label', 'option_2_label');

  it('adds the columns and names the options of every lookwhat project as its buttons did, in each row’s language, once', async () => {
    await run(migration('lookwhat-option-labels'));
    expect(await labels()).toEqual([
      { name: 'cómics o ciencia', option_1_label: 'Opción 1', option_2_label: 'Opción 2' },
      { name: 'comics or science', option_1_label: 'Option 1', option_2_label: 'Option 2' },
      { name: 'huertos', option_1_label: null, option_2_label: null },
    ]);
    await db('projects').where('name', 'cómics o ciencia').update({ option_1_label: 'Cómics' });
    await run(migration('lookwhat-option-labels'));
    expect((await labels())[0]).toEqual({ name: 'cómics o ciencia', option_1_label: 'Cómics', option_2_label: 'Opción 2' });
  });
});
