/**
 * What `npm run test:quick` must be told about how these tests reach the server, because the code
 * does not say it (scripts/lib/server-reach.mjs reads the rest: imports, routes, uids).
 * scripts/lib/server-reach.test.mjs checks these tables against the code, so they cannot fall behind.
 *
 * A marker is what a test's source (or a helper it imports) names when it exercises a part of the
 * server: a URL (`/api/<segment>` is matched by its first segment, anything else as text) or a uid
 * prefix (`api::draw.`).
 */

/**
 * The hooks server/src/index.ts runs at register and bootstrap, by import path from server/src: a
 * string when every answer may depend on the hook (the reason), else the markers of the tests that
 * see what it does (none: no server test does). A hook that breaks the boot fails whichever tests run.
 * @type {Record<string, string | string[]>}
 */
export const BOOT_HOOKS = {
  seed: 'the demo content and the demo member, which nearly every test reads',
  'lib/mailer/dev-mailbox-routes': ['/dev/mailbox'],
  // The test clock (POST /dev/clock): late-votes.test.ts moves it (and the end-to-end tests).
  'lib/clock': ['/dev/clock'],
  'lib/gifts/test-seams': ['/dev/gifts'],
  'lib/admin-field-hints/write-hints': ['/content-manager/content-types', '/content-manager/components'],
  'lib/public-cache': 'drops the cached public answers on every write',
  'lib/published-only': 'every content-API read of published content',
  'lib/spanish-fallback': 'every content-API read in English',
  'lib/server-written': 'every write of a record the server alone writes',
  'lib/whole-number-range': 'every write of a whole number',
  'lib/option-labels': 'every publish of a project (a lookwhat one needs both options named)',
  'lib/eligibility/member-fields': "every write of a member's record",
  'lib/challenges/one-per-kind': ['api::challenge.', '/api/challenges'],
  'lib/production-settings': 'the settings check of every start',
  'lib/operations/graceful-shutdown': 'the shutdown of every server the tests start',
  'lib/shared-store': 'the throttles and caches every request goes through',
  'lib/draws': ['api::draw.', '/api/draws', '/api/rewards'],
  'lib/premium': ['/api/subscriptions', '/api/gifts', '/campaign/premium'],
  // The refunds a withdrawal still owes, retried on a schedule (REFUND_RETRY_MS).
  'api/subscription/services/sale/withdraw': ['/api/subscriptions'],
  // Work on a schedule (claimed rows in chispa_scheduled_runs): the refunds' retry above runs through it.
  'lib/operations/scheduled-jobs': ['/api/subscriptions'],
  'lib/push/events': ['/api/push'],
  'lib/push/sender': ['/api/push'],
  // Results and draws announced to followers (their inbox, then push), push configured or not.
  'lib/following': ['/api/inbox', '/api/follows', '/api/push', 'api::draw.', '/api/draws'],
  // The mail queue's job and sender, and the settings they read.
  'lib/member-mail': ['/api/notification-settings', '/api/mail'],
  'lib/operations/query-count': 'every database statement',
  // The metrics listener on METRICS_PORT (the figures themselves are counted by a global middleware and in the writes).
  'lib/metrics': ['/metrics'],
  'lib/strapi-internals/boot': 'the check of Strapi at every start',
  'plugins/campaign/server': ['/campaign/', '/admin/'],
  'lib/editor-roles': ['/admin/', '/content-manager/'],
  'lib/project-updates': ['api::project-update.'],
  // One legal text per kind, each publish recorded as a version; the editors' grant; old barrier reports forgotten.
  'lib/legal-texts': ['api::legal-text.', '/api/legal-texts', '/api/legal-acceptances'],
  'lib/barrier-reports': ['api::barrier-report.', '/api/barrier-reports'],
};

/**
 * The routes of the plugins server/src/extensions/<plugin> extends, as markers: the plugin's own
 * routes are in node_modules, beyond the path literals the extension adds.
 * @type {Record<string, string[]>}
 */
export const PLUGIN_ROUTES = {
  'users-permissions': ['/api/auth', '/api/users', '/api/connect', '/api/roles', '/api/permissions', '/users-permissions/'],
  upload: ['/api/upload', '/upload/', '/uploads/'],
};

/**
 * The routes of the local plugins in server/src/plugins/<plugin>, as markers (they are mounted by the
 * plugin's register, with a prefix the route table does not spell whole).
 * @type {Record<string, string[]>}
 */
export const LOCAL_PLUGIN_ROUTES = {
  campaign: ['/campaign/'],
};

/**
 * Server test files that name no marker: they run when the whole suite does, with the reason.
 * @type {Record<string, string>}
 */
export const WHOLE_SUITE_ONLY = {
  'migrations.test.ts': 'runs server/database/migrations on a scratch database; a change there selects the whole suite',
};
