import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * Creates one of our own tables (outside Strapi's content types) if it is missing. Instances that
 * start together may race to create it: the loser finds it made and carries on.
 */
export async function ensureTable(strapi: Core.Strapi, name: string, build: (table: Knex.CreateTableBuilder) => void) {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(name)) return;
  try {
    await knex.schema.createTable(name, build);
  } catch (error) {
    if (!(await knex.schema.hasTable(name))) throw error;
  }
}
