'use strict';

/**
 * A draw's frozen ticket list (docs/decisions/draws/million-tickets.md): one row per entry that holds
 * tickets, in ticket order, with its first ticket number and its number of tickets. The member is kept
 * as their id (not a foreign key: the list stays as frozen when an account is deleted); the pseudonym
 * that the published list shows is computed from it with the draw's key. Filled by one
 * INSERT … SELECT at the freeze. Idempotent, as 2026.11.26T00.00.00.own-tables.js.
 */
const TABLES = {
  chispa_draw_tickets(table) {
    table.integer('draw_id').notNullable();
    table.bigInteger('first_ticket').notNullable();
    table.integer('tickets').notNullable();
    table.integer('user_id').notNullable();
    table.primary(['draw_id', 'first_ticket']);
    table.index(['draw_id', 'user_id'], 'chispa_draw_tickets_member');
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
