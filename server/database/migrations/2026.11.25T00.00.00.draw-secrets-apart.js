'use strict';

/**
 * A draw's seed and pseudonym key leave the Draw content type (which editors read in the admin panel)
 * for a table of their own that only the server reads (server/src/lib/draws/secrets.ts). Runs before
 * Strapi syncs its schema, so the keys are copied before the pseudonym key's column is dropped; the
 * seed of a draw not yet drawn is cleared from the content type (it is revealed there once drawn).
 * Idempotent: a new database gets the empty table, a second run copies nothing twice.
 */
module.exports = {
  async up(knex) {
    await knex.raw(
      'create table if not exists chispa_draw_secrets (reward_document_id varchar(64) primary key, seed varchar(64) not null, pseudonym_key varchar(64) not null)',
    );
    if (!(await knex.schema.hasTable('draws')) || !(await knex.schema.hasColumn('draws', 'pseudonym_key'))) return;
    const rows = await knex('draws').select('reward_document_id', 'seed', 'pseudonym_key').whereNotNull('pseudonym_key').whereNotNull('seed');
    for (const row of rows) {
      await knex('chispa_draw_secrets')
        .insert({ reward_document_id: row.reward_document_id, seed: row.seed, pseudonym_key: row.pseudonym_key })
        .onConflict('reward_document_id')
        .ignore();
    }
    await knex('draws').update({ pseudonym_key: null });
    await knex('draws').whereNot('stage', 'drawn').update({ seed: null });
  },
};
