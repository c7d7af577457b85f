import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { inMemberTransaction } from './member-lock';

export type Row = Record<string, unknown>;

/** Plain SQL with `?` placeholders, the same on SQLite and PostgreSQL: the first row it answers, if any. */
export type MemberSql = { one<T extends Row = Row>(query: string, bindings: unknown[]): Promise<T | undefined> };

/** Through knex: a transaction, or the connection itself for a read outside one. */
export function knexSql(knex: Knex | Knex.Transaction): MemberSql {
  return {
    async one<T extends Row>(query: string, bindings: unknown[]) {
      const result = await knex.raw(query, bindings as Knex.RawBinding[]);
      // SQLite answers an array of rows (or a run report), PostgreSQL a result with its rows.
      const rows = (Array.isArray(result) ? result : (result?.rows ?? [])) as Row[];
      return rows[0] as T | undefined;
    },
  };
}

/** Reads outside a member's write, through Strapi's connection. */
export const readSql = (strapi: Core.Strapi): MemberSql => knexSql(strapi.db.connection);

/**
 * Runs `work` as one transaction under the member's lock (inMemberTransaction), its statements
 * through knex on either engine. `work` must do nothing but SQL through `sql` between its statements.
 */
export async function inMemberWrite<T>(strapi: Core.Strapi, userId: number, work: (sql: MemberSql) => Promise<T>): Promise<T> {
  return inMemberTransaction(strapi, userId, (trx) => work(knexSql(trx)));
}

