import type { Core } from '@strapi/strapi';

/**
 * Strapi indexes a content type's document ids and links, not the keys we look records up by on
 * every write: a member's vote by its vote key, an award by its event key, a draw entry by its
 * request id. Without these, each lookup reads the whole table, and a vote gets slower with every
 * vote before it. Made at every start (after Strapi's schema sync, which may drop indexes it does
 * not know), if missing.
 */
const LOOKUPS: Array<{ table: string; column: string }> = [
  { table: 'user_project_supports', column: 'vote_key' },
  { table: 'did_records', column: 'event_key' },
  { table: 'participations', column: 'request_key' },
];

export async function ensureLookupIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const { table, column } of LOOKUPS) {
    await knex.raw('create index if not exists ?? on ?? (??)', [`${table}_${column}_lookup`, table, column]);
  }
}
