import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * The database under Strapi, for our own tables (made by database/migrations, named `chispa_…`):
 * the rest of the server reaches it only through these functions, never through Strapi's connection,
 * so that the names of Strapi's own tables and columns stay in this folder.
 */

/** A transaction of ours, or Strapi's (its `trx`), that statements join. */
export type DbTransaction = Knex.Transaction;
/** A statement being built on one of our tables. */
export type OwnQuery = Knex.QueryBuilder;

/** Our tables, made by database/migrations. */
export const OWN_TABLES = [
  'chispa_scheduled_runs',
  'chispa_push_daily_sends',
  'chispa_push_closing',
  'chispa_push_results',
  'chispa_push_events',
  'chispa_push_deliveries',
  'chispa_rate_limits',
  'chispa_draw_secrets',
  'chispa_draw_tickets',
  'chispa_provider_events',
  'chispa_gift_tokens',
  'chispa_census_entries',
  'chispa_invitation_codes',
  'chispa_used_challenges',
  'chispa_vote_tallies',
  'chispa_follows',
  'chispa_inbox',
  'chispa_notification_settings',
  'chispa_mail_queue',
  'chispa_mail_throttle',
  'chispa_update_announcements',
  'chispa_receipts',
  'chispa_legal_versions',
  'chispa_legal_acceptances',
] as const;
export type OwnTable = (typeof OWN_TABLES)[number];

export type Engine = 'postgres' | 'sqlite';

/** Which engine Strapi runs on (config/database.ts allows these two). */
export const engineOf = (strapi: Core.Strapi): Engine => (strapi.db.dialect.client === 'postgres' ? 'postgres' : 'sqlite');

/** A statement on one of our tables, in `trx` when given. */
export const ownTable = (strapi: Core.Strapi, table: OwnTable, trx?: DbTransaction): OwnQuery => (trx ?? strapi.db.connection)(table);

/** The rows a statement of plain SQL answers (on our tables: `?` placeholders), the same on both engines. */
export async function ownStatement<Row = Record<string, unknown>>(strapi: Core.Strapi, sql: string, bindings: readonly unknown[] = [], trx?: DbTransaction): Promise<Row[]> {
  const result = await (trx ?? strapi.db.connection).raw(sql, bindings as Knex.RawBinding[]);
  // SQLite answers an array of rows (or a run report), PostgreSQL a result with its rows.
  return (Array.isArray(result) ? result : ((result as { rows?: Row[] } | undefined)?.rows ?? [])) as Row[];
}

/** Runs `work` in one transaction of its own (not Strapi's: for our tables alone). */
export const inOwnTransaction = <T>(strapi: Core.Strapi, work: (trx: DbTransaction) => Promise<T>): Promise<T> => strapi.db.connection.transaction(work);

/** Whether the database answers a statement at all (the readiness check). */
export const databaseAnswers = (strapi: Core.Strapi) => strapi.db.connection.raw('select 1').then(() => true);

/** The connection pool's figures (metrics): connections in use, idle, and acquisitions waiting for one. */
export type PoolFigures = { used: number; free: number; pending: number };

/** Read from knex's pool (tarn) without a statement; null before the pool exists. */
export function poolFigures(strapi: Core.Strapi): PoolFigures | null {
  const pool = (strapi.db.connection.client as Knex.Client).pool;
  if (!pool) return null;
  return { used: pool.numUsed(), free: pool.numFree(), pending: pool.numPendingAcquires() + pool.numPendingCreates() };
}

/** Calls `listener` with each statement's SQL as it is sent (benchmarks' and tests' statement counts). */
export const onStatement = (strapi: Core.Strapi, listener: (sql: string) => void) => strapi.db.connection.on('query', (query: { sql: string }) => listener(query.sql));

/** Strapi's connection, as a library that keeps its rows in our tables through knex takes it. */
export type LibraryConnection = Knex;

/** The connection itself, for such a library (rate-limiter-flexible's PostgreSQL store, in chispa_rate_limits). */
export const connectionForLibrary = (strapi: Core.Strapi): LibraryConnection => strapi.db.connection;
