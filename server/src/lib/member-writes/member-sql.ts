import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { inMemberTransaction } from '../member-transaction';
import { countStatement } from '../operations/query-count';

export type Row = Record<string, unknown>;

/** Plain SQL with `?` placeholders, the same on SQLite and PostgreSQL: the first row it answers, if any. */
export type MemberSql = { one<T extends Row = Row>(query: string, bindings: unknown[]): Promise<T | undefined> };

/** better-sqlite3's connection, as knex's pool hands it over. */
type NativeStatement = { reader: boolean; get(...bindings: unknown[]): Row | undefined; run(...bindings: unknown[]): unknown };
type NativeConnection = { prepare(sql: string): NativeStatement };
type PoolClient = { acquireConnection(): Promise<NativeConnection>; releaseConnection(connection: NativeConnection): Promise<unknown> | unknown };

/** What knex does with a binding for better-sqlite3 (Strapi stores dates as milliseconds there). */
const nativeBinding = (value: unknown) => (value instanceof Date ? value.valueOf() : typeof value === 'boolean' ? Number(value) : value);

function nativeSql(connection: NativeConnection): MemberSql {
  return {
    async one<T extends Row>(query: string, bindings: unknown[]) {
      countStatement(query);
      const statement = connection.prepare(query);
      const values = bindings.map(nativeBinding);
      if (statement.reader) return statement.get(...values) as T | undefined;
      statement.run(...values);
      return undefined;
    },
  };
}

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

/**
 * Runs `work` as one transaction under the member's lock, like inMemberTransaction. On SQLite, when
 * no transaction is open already, `work` runs on the connection itself (BEGIN IMMEDIATE … COMMIT),
 * each statement prepared once and run at once: a vote's ten statements through knex's transaction
 * machinery cost several times what SQLite spends on them. SQLite has one writer, and Strapi one
 * connection, so holding it is the lock. `work` must only use `sql` (anything else asking for the
 * connection would wait for it forever) and do nothing but SQL between its statements.
 */
export async function inMemberWrite<T>(strapi: Core.Strapi, userId: number, work: (sql: MemberSql) => Promise<T>): Promise<T> {
  if (strapi.db.dialect.client !== 'sqlite' || strapi.db.inTransaction()) {
    return inMemberTransaction(strapi, userId, (trx) => work(knexSql(trx)));
  }
  const pool = strapi.db.connection.client as unknown as PoolClient;
  const connection = await pool.acquireConnection();
  try {
    const sql = nativeSql(connection);
    await sql.one('BEGIN IMMEDIATE', []);
    try {
      const result = await work(sql);
      await sql.one('COMMIT', []);
      return result;
    } catch (error) {
      // SQLite has already rolled back after some errors (a full disk, an interrupt): the member's
      // error is what is reported, not the ROLLBACK's "no transaction is active".
      await sql.one('ROLLBACK', []).catch(() => undefined);
      throw error;
    }
  } finally {
    await pool.releaseConnection(connection);
  }
}
