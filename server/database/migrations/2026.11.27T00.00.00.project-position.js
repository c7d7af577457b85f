'use strict';

/**
 * Projects get a position (their order on the home and /projects; 0 unless an editor sets another).
 * Runs before Strapi's schema sync, so on a database from before the field it adds the column as
 * Strapi makes it, with every existing project at 0, the default new ones get; the list then keeps
 * the order it had (creation order) until an editor sets positions. Idempotent: it adds the column
 * once and only fills rows without a position; a new database has no table yet.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('projects'))) return;
    if (!(await knex.schema.hasColumn('projects', 'position'))) {
      await knex.schema.alterTable('projects', (table) => table.integer('position'));
    }
    await knex('projects').whereNull('position').update({ position: 0 });
  },
};
