'use strict';

const { createHash } = require('node:crypto');

/**
 * A gift link's token leaves the Gift content type (which editors read in the admin panel) for a
 * table of its own that only the server reads (server/src/lib/gifts/tokens.ts), and only as its
 * SHA-256: nobody who reads the database or the admin can follow a member's gift link. Runs before
 * Strapi syncs its schema, so the links already mailed keep working before the column is dropped.
 * Idempotent: a new database gets the empty table, a second run copies nothing twice.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('chispa_gift_tokens'))) {
      await knex.schema.createTable('chispa_gift_tokens', (table) => {
        table.string('gift_document_id', 64).primary();
        table.string('token_hash', 64).notNullable().unique();
      });
    }
    if (!(await knex.schema.hasTable('gifts')) || !(await knex.schema.hasColumn('gifts', 'token'))) return;
    const rows = await knex('gifts').select('document_id', 'token').whereNotNull('token').whereIn('state', ['pending', 'paid']);
    for (const row of rows) {
      await knex('chispa_gift_tokens')
        .insert({ gift_document_id: row.document_id, token_hash: createHash('sha256').update(row.token).digest('hex') })
        .onConflict('gift_document_id')
        .ignore();
    }
    await knex('gifts').update({ token: null });
  },
};
