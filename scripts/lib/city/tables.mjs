// The city's seeding writes Strapi's tables directly, so it knows their names: this mapping is the
// script side of the server's seam (server/src/lib/strapi-internals/, docs/decisions/server/strapi-internals.md),
// read from the content types' metadata of the schema a booted Strapi made. checkTables() compares it
// with the database's information_schema before a single row is written, so a renamed column fails
// the seeding loudly instead of filling the wrong table.

/** Each table the seeding fills, with the columns it writes. */
export const TABLES = {
  members: { table: 'up_users', columns: ['id', 'document_id', 'username', 'email', 'email_key', 'provider', 'password', 'confirmed', 'blocked', 'first_name', 'last_name', 'city', 'user_type', 'consented_at', 'age_declared_at', 'verification_method', 'verified_at', 'created_at', 'updated_at', 'published_at'] },
  memberRoles: { table: 'up_users_role_lnk', columns: ['user_id', 'role_id', 'user_ord'] },
  roles: { table: 'up_roles', columns: ['id', 'type'] },
  partners: { table: 'partners', columns: ['id', 'document_id', 'name', 'description_rt', 'created_at', 'updated_at', 'published_at', 'locale'] },
  projects: {
    table: 'projects',
    columns: ['id', 'document_id', 'name', 'subtitle', 'extract', 'location', 'description_rt', 'voting_start', 'voting_end', 'results_visibility', 'vote_requirement', 'currentstatus', 'project_type', 'card_visible', 'position', 'created_at', 'updated_at', 'published_at', 'locale'],
  },
  projectPartners: { table: 'projects_partner_lnk', columns: ['project_id', 'partner_id', 'project_ord'] },
  projectRewards: { table: 'projects_reward_lnk', columns: ['project_id', 'reward_id'] },
  rewards: { table: 'rewards', columns: ['id', 'document_id', 'title', 'text', 'cost', 'start_date', 'end_date', 'draw_date', 'prizes', 'entry_requirement', 'signup_requirement', 'created_at', 'updated_at', 'published_at', 'locale'] },
  news: { table: 'news', columns: ['id', 'document_id', 'title', 'excerpt', 'content_rt', 'date', 'created_at', 'updated_at', 'published_at', 'locale'] },
  votes: { table: 'user_project_supports', columns: ['id', 'document_id', 'support', 'project_document_id', 'vote_key', 'created_at', 'updated_at', 'published_at'] },
  voteMembers: { table: 'user_project_supports_user_lnk', columns: ['user_project_support_id', 'user_id'] },
  records: { table: 'did_records', columns: ['id', 'document_id', 'amount', 'reason', 'event_key', 'subject_type', 'subject_document_id', 'created_at', 'updated_at', 'published_at'] },
  recordMembers: { table: 'did_records_user_lnk', columns: ['did_record_id', 'user_id', 'did_record_ord'] },
  entries: { table: 'participations', columns: ['id', 'document_id', 'reward_document_id', 'amount', 'cost', 'total', 'date', 'locale_used', 'request_key', 'created_at', 'updated_at', 'published_at'] },
  entryMembers: { table: 'participations_user_lnk', columns: ['participation_id', 'user_id'] },
  signUps: { table: 'form_participations', columns: ['id', 'document_id', 'reward_document_id', 'city', 'phone', 'option', 'answers', 'locale_used', 'entry_key', 'created_at', 'updated_at', 'published_at'] },
  signUpMembers: { table: 'form_participations_user_lnk', columns: ['form_participation_id', 'user_id'] },
  pushSubscriptions: { table: 'push_subscriptions', columns: ['id', 'document_id', 'endpoint_hash', 'endpoint', 'p_256_dh', 'auth', 'topics', 'locale', 'device_id', 'created_at', 'updated_at', 'published_at'] },
  pushMembers: { table: 'push_subscriptions_user_lnk', columns: ['push_subscription_id', 'user_id'] },
};

/**
 * Throws unless every table and column above is in the database (`query(sql, params)` answers rows).
 * @param {(sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>} query
 */
export async function checkTables(query) {
  const rows = await query(`select table_name, column_name from information_schema.columns where table_schema = current_schema()`);
  const present = new Set(rows.map((row) => `${row.table_name}.${row.column_name}`));
  const missing = Object.values(TABLES).flatMap(({ table, columns }) => columns.filter((column) => !present.has(`${table}.${column}`)).map((column) => `${table}.${column}`));
  if (missing.length) throw new Error(`The city's table mapping no longer matches the schema Strapi made (scripts/lib/city/tables.mjs): ${missing.join(', ')}`);
}
