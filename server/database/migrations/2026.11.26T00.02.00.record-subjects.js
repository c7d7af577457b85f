'use strict';

/**
 * Gives DID records written before they named their subject a link, read back from their event key
 * (`kind:userId:subject`, or `participation:userId:requestId`). Until now this ran at every start.
 * Runs before Strapi's schema sync, so on a database from before the subject existed it first adds
 * the two columns as Strapi makes them (the sync then finds them in place). Rows it cannot link (an
 * adjustment, a challenge since deleted) stay without a subject and are shown as such. Idempotent:
 * it only reads rows without a subject; a new database has no table yet.
 *
 * The award kinds are copied here as they were when this ran (api/did-record/subjects.ts): a
 * migration keeps the rules of its day.
 */
const DOCUMENT_SUBJECTS = { vote: 'project', shareProject: 'project', sharePost: 'news' };

async function addSubjectColumns(knex) {
  for (const column of ['subject_type', 'subject_document_id']) {
    if (!(await knex.schema.hasColumn('did_records', column))) {
      await knex.schema.alterTable('did_records', (table) => table.string(column));
    }
  }
}

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('did_records'))) return;
    await addSubjectColumns(knex);
    const rows = await knex('did_records')
      .whereNull('subject_type')
      .whereNotNull('event_key')
      .whereNot('reason', 'adjustment')
      .select('id', 'event_key', 'reason');

    const challengeOfKind = new Map();
    const challengeFor = async (kind) => {
      if (!challengeOfKind.has(kind)) {
        const row = (await knex.schema.hasTable('challenges')) ? await knex('challenges').where('kind', kind).orderBy('id').first('document_id') : null;
        challengeOfKind.set(kind, row?.document_id ?? null);
      }
      return challengeOfKind.get(kind);
    };
    const subjectOf = async (reason, eventKey) => {
      if (reason === 'participation') {
        const requestKey = eventKey.slice('participation:'.length);
        const entry = await knex('participations').where('request_key', requestKey).first('reward_document_id');
        return entry?.reward_document_id ? { subject_type: 'reward', subject_document_id: entry.reward_document_id } : null;
      }
      if (DOCUMENT_SUBJECTS[reason]) {
        const subject = eventKey.split(':').slice(2).join(':');
        return subject ? { subject_type: DOCUMENT_SUBJECTS[reason], subject_document_id: subject } : null;
      }
      const challenge = await challengeFor(reason);
      return challenge ? { subject_type: 'challenge', subject_document_id: challenge } : null;
    };

    for (const row of rows) {
      const subject = await subjectOf(row.reason, row.event_key);
      if (subject) await knex('did_records').where('id', row.id).whereNull('subject_type').update(subject);
    }
  },
};
