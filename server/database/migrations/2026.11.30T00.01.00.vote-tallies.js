'use strict';

/**
 * Each project's votes, kept as they are cast (issue 51): the campaign view reads 2,000 rows instead
 * of counting 5,000,000 votes joined to their members. The rows are written by triggers on the votes,
 * their member links and the members (server/src/lib/strapi-internals/vote-tallies.ts), which the
 * server installs at boot and which recount this table whenever they were missing: this migration
 * only makes the table. Idempotent, as 2026.11.26T00.00.00.own-tables.js.
 */
const TABLES = {
  chispa_vote_tallies(table) {
    table.string('project_document_id', 64).primary();
    // Votes in favour (+1), all votes, and the same of members verified now.
    table.bigInteger('positive').notNullable().defaultTo(0);
    table.bigInteger('total').notNullable().defaultTo(0);
    table.bigInteger('verified_positive').notNullable().defaultTo(0);
    table.bigInteger('verified_total').notNullable().defaultTo(0);
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
