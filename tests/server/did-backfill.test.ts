import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from '../../server/node_modules/knex/types/index';
import { backfillRecordSubjects } from '../../server/src/api/did-record/backfill-subjects';

// The server's own knex and SQLite driver, on a database of just the tables the backfill reads.
const requireFromServer = createRequire(new URL('../../server/package.json', import.meta.url));
const knex = requireFromServer('knex') as (config: Knex.Config) => Knex;

let db: Knex;
const strapi = () => ({ db: { connection: db }, log: { info: () => {} } }) as never;

beforeAll(async () => {
  db = knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  await db.schema.createTable('did_records', (t) => {
    t.increments('id');
    t.string('reason');
    t.string('event_key');
    t.string('subject_type');
    t.string('subject_document_id');
  });
  await db.schema.createTable('challenges', (t) => {
    t.increments('id');
    t.string('document_id');
    t.string('kind');
  });
  await db.schema.createTable('participations', (t) => {
    t.increments('id');
    t.string('request_key');
    t.string('reward_document_id');
  });
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
    { reason: 'vote', event_key: 'vote:7:pr-9', subject_type: 'project', subject_document_id: 'pr-9' },
  ]);
});

afterAll(async () => {
  await db?.destroy();
});

const links = async () =>
  (await db('did_records').orderBy('id').select('reason', 'subject_type', 'subject_document_id')).map((r) => [r.reason, r.subject_type, r.subject_document_id]);

describe('linking older did-records to their subjects (bootstrap backfill)', () => {
  it('reads each subject from the event key, the challenge of its kind, or the participation’s reward', async () => {
    await backfillRecordSubjects(strapi());
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
      ['vote', 'project', 'pr-9'],
    ]);
  });

  it('is idempotent: a second run changes nothing, and it never rewrites a linked record', async () => {
    const before = await links();
    await db('challenges').where('kind', 'register').update({ document_id: 'ch-register-new' });
    await backfillRecordSubjects(strapi());
    expect(await links()).toEqual(before);
  });
});
