/**
 * Server test files whose behaviour does not depend on the database engine: `npm test` runs them on
 * SQLite only. Every other file (writes, transactions, locks, our own SQL, dates and text in the
 * database, query parsing) runs on both engines, so a new file is tested on both until it is listed
 * here with the reason it cannot differ.
 * @type {Record<string, string>}
 */
export const SQLITE_ONLY = {
  'throttle.test.ts':
    'the counters of this suite are in memory (no SHARED_STORE); the PostgreSQL counters are tested by the cluster suite (two-instances.test.ts)',
  'upload.test.ts': 'multipart limits, file checks and re-encoding happen before Strapi stores the file row, the same way on both engines',
  'body-limits.test.ts': 'body size, depth and type are refused by a middleware before any route reads the database',
  'malformed.test.ts': 'malformed JSON and content types are refused before any route reads the database',
  'session-tokens.test.ts': 'route spellings and token checks are decided in the authentication middleware',
  'member-auth.test.ts': 'role permissions cached in memory and refreshed on an editor\'s change (an event, not SQL)',
  'editors.test.ts': 'admin panel permissions, decided by Strapi\'s admin from its own tables through its query engine',
  'strapi-assumptions.test.ts':
    'the refusal to start when an assumption breaks; the assumptions themselves are checked on PostgreSQL at every boot of its suite and by fast-path-contract.test.ts',
  'admin-field-hints.test.ts': 'the descriptions are the content manager\'s settings, written once at boot through its own service',
  'demo-dates.test.ts': 'demo content is seeded only in development, which runs on SQLite; production and the cluster never seed it',
};
