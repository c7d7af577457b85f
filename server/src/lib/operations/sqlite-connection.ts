/** better-sqlite3's connection, as knex's pool hands it over. */
type Statement = unknown;
type SqliteConnection = { pragma(statement: string): unknown; prepare(sql: string): Statement };

const STATEMENTS_KEPT = 500;

/**
 * Each new SQLite connection (docs/decisions/server/sqlite-wal.md, issue 18):
 * - write-ahead log: readers never wait for the writer, and a commit is one append to the log,
 *   synced at checkpoints rather than on every commit (synchronous=NORMAL);
 * - prepared statements kept by their SQL: knex prepares every statement it runs again, which was
 *   7 % of a vote's CPU time. Statements run synchronously, so one is never in use twice at once;
 *   the least recently added goes when 500 are kept (lists with varying IN clauses).
 */
export function setUpSqliteConnection(connection: unknown, done: (error?: Error, connection?: unknown) => void) {
  try {
    const sqlite = connection as SqliteConnection;
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    const prepare = sqlite.prepare.bind(sqlite);
    const kept = new Map<string, Statement>();
    sqlite.prepare = (sql: string) => {
      let statement = kept.get(sql);
      if (statement === undefined) {
        statement = prepare(sql);
        if (kept.size >= STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
        kept.set(sql, statement);
      }
      return statement;
    };
    done(undefined, connection);
  } catch (error) {
    done(error as Error, connection);
  }
}
