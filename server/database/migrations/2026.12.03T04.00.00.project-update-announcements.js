'use strict';

/**
 * Project updates (issue 52, item 1): each update announced once, at its first publish
 * (server/src/lib/project-updates/announce.ts). One row per update's document, claimed by the
 * instance whose insert made it: a later publish (an edit, an unpublish and publish again) or a
 * second instance finds the row and tells nobody again. Times are epoch milliseconds. Idempotent, as
 * 2026.11.26T00.00.00.own-tables.js.
 */
const TABLES = {
  chispa_update_announcements(table) {
    table.string('update_document', 64).primary();
    table.string('project', 64).notNullable();
    table.bigInteger('announced_at').notNullable();
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
