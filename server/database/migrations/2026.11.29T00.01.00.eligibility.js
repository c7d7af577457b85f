'use strict';

/**
 * Who may take part (issue 49):
 * - the census, kept only as keyed hashes (server/src/lib/eligibility/census/): one row per person
 *   listed, with who claimed it (a claim outlives its member's account: claimed_at stays);
 * - invitation codes, kept as keyed hashes too, each claimed once;
 * - used proof-of-work challenges, until they expire (a solution is good once);
 * - each member's address in its canonical form (`email_key`, made here for the members that exist:
 *   the first of two members whose addresses are one mailbox keeps it, the later one gets none and is
 *   reported, since the unique index would refuse both).
 * Runs before Strapi syncs its schema, so it adds the column it fills. Idempotent.
 */
const TABLES = {
  chispa_census_entries(table) {
    table.string('entry_hash', 64).primary();
    table.string('postal_hash', 64);
    table.integer('upload_id').notNullable();
    table.integer('claimed_by');
    table.timestamp('claimed_at');
    table.index(['upload_id'], 'chispa_census_entries_upload');
    table.index(['claimed_by'], 'chispa_census_entries_claimed_by');
  },
  chispa_invitation_codes(table) {
    table.string('code_hash', 64).primary();
    table.integer('batch_id').notNullable();
    table.integer('claimed_by');
    table.timestamp('claimed_at');
    table.index(['batch_id'], 'chispa_invitation_codes_batch');
  },
  chispa_used_challenges(table) {
    table.string('signature', 128).primary();
    table.bigInteger('expires_at').notNullable();
  },
};

const GMAIL = new Set(['gmail.com', 'googlemail.com']);
/** server/src/lib/eligibility/email-key.ts, as it was when this migration was written. */
function emailKey(email) {
  const address = String(email).trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

module.exports = {
  TABLES,
  emailKey,
  async up(knex) {
    for (const [name, build] of Object.entries(TABLES)) {
      if (await knex.schema.hasTable(name)) continue;
      try {
        await knex.transaction((savepoint) => savepoint.schema.createTable(name, build));
      } catch (error) {
        if (!(await knex.schema.hasTable(name))) throw error;
      }
    }
    if (!(await knex.schema.hasTable('up_users'))) return;
    if (!(await knex.schema.hasColumn('up_users', 'email_key'))) {
      await knex.schema.alterTable('up_users', (table) => table.string('email_key', 500));
    }
    const members = await knex('up_users').select('id', 'email').whereNull('email_key').whereNotNull('email').orderBy('id');
    const taken = new Set((await knex('up_users').whereNotNull('email_key').select('email_key')).map((row) => row.email_key));
    for (const member of members) {
      const key = emailKey(member.email);
      if (taken.has(key)) {
        console.warn(`[chispa] member ${member.id}'s address is the same mailbox as an earlier member's (${key}): it keeps no canonical key`);
        continue;
      }
      taken.add(key);
      await knex('up_users').where('id', member.id).update({ email_key: key });
    }
  },
};
