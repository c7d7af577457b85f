'use strict';

/**
 * The legal texts as admin content (issue 53, items 1 and 4): what was published of each, and who
 * accepted which.
 *
 * - chispa_legal_versions: one row per published version of a text (kind: legalNotice, terms,
 *   privacy, cookies, accessibility) in one language, numbered 1, 2, … per kind and language. Written
 *   by the server after an editor's publish whose title or body differ from the language's last
 *   version (server/src/lib/legal-texts/versions.ts): the unique (kind, locale, version) makes two
 *   instances recording the same publish agree on one row, and `content_hash` (SHA-256 of the title and
 *   the body) lets the loser see that its text is already recorded. `body` is the rich text's JSON as
 *   published (the operator's details still as {{placeholders}}: filled when read). `material` is the
 *   editor's "cambio sustancial".
 * - chispa_legal_acceptances: one row per member and version they accepted (at sign-up, or when asked
 *   after a material change); deleted with the account.
 *
 * Times are epoch milliseconds. Idempotent, as 2026.11.26T00.00.00.own-tables.js.
 */
const TABLES = {
  chispa_legal_versions(table) {
    table.increments('id');
    table.string('kind', 32).notNullable();
    table.string('locale', 8).notNullable();
    table.integer('version').notNullable();
    table.string('title', 255).notNullable();
    table.text('body').notNullable();
    table.text('change_summary').nullable();
    table.boolean('material').notNullable().defaultTo(false);
    table.string('content_hash', 64).notNullable();
    table.bigInteger('published_at').notNullable();
    table.unique(['kind', 'locale', 'version'], { indexName: 'chispa_legal_versions_number' });
  },
  chispa_legal_acceptances(table) {
    table.increments('id');
    table.integer('user_id').notNullable();
    table.string('kind', 32).notNullable();
    table.string('locale', 8).notNullable();
    table.integer('version').notNullable();
    table.bigInteger('accepted_at').notNullable();
    table.unique(['user_id', 'kind', 'locale', 'version'], { indexName: 'chispa_legal_acceptances_once' });
  },
};

module.exports = {
  TABLES,
  async up(knex) {
    for (const [name, build] of Object.entries(TABLES)) {
      if (await knex.schema.hasTable(name)) continue;
      try {
        // In a savepoint: Strapi runs each migration in a transaction, which a failed statement would end.
        await knex.transaction((savepoint) => savepoint.schema.createTable(name, build));
      } catch (error) {
        if (!(await knex.schema.hasTable(name))) throw error;
      }
    }
  },
};
