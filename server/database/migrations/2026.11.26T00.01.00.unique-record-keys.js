'use strict';

/**
 * A vote's key and a DID record's event key become unique in the database (declared in their
 * content types' `indexes`, so Strapi's schema sync makes and keeps them): a second vote or payment
 * of the same event is refused by the database itself, with no lock. Runs before that sync, so it
 * drops the plain indexes the server made at each start before, and stops, naming the keys, if a
 * database holds a key twice (the sync could not make the unique index; nothing is changed).
 * Idempotent: a new database has neither table yet; a second run finds nothing to drop.
 */
const KEYS = [
  { table: 'user_project_supports', column: 'vote_key' },
  { table: 'did_records', column: 'event_key' },
];

module.exports = {
  KEYS,
  async up(knex) {
    for (const { table, column } of KEYS) {
      if (!(await knex.schema.hasTable(table))) continue;
      const twice = await knex(table).select(column).whereNotNull(column).groupBy(column).havingRaw('count(*) > 1').limit(5);
      if (twice.length) {
        const keys = twice.map((row) => row[column]).join(', ');
        throw new Error(`${table}.${column} holds the same key more than once (${keys}): resolve these rows, then start again`);
      }
      await knex.raw('drop index if exists ??', [`${table}_${column}_lookup`]);
    }
  },
};
