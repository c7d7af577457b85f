'use strict';

/**
 * Receipts (issue 53, item 3): one row per payment taken (its key: the provider's invoice or
 * checkout id), made the first time its event is applied, with the year's next number
 * (`CH-2026-000001`). The unique year and sequence make two instances that take the same number at
 * once try again with the next (server/src/lib/receipts/numbers.ts); `mailed_at` is written once the
 * payer has been mailed it. Kept when a member deletes their account: it names no one (the payer's
 * address is read when mailing). Idempotent, as 2026.11.26T00.00.00.own-tables.js.
 */
const TABLES = {
  chispa_receipts(table) {
    table.string('payment_key', 255).primary();
    table.integer('year').notNullable();
    table.integer('sequence').notNullable();
    table.string('number', 32).notNullable();
    table.string('subscription_document_id', 64).notNullable();
    table.integer('amount_cents').notNullable();
    table.string('currency', 3).notNullable();
    table.integer('tax_cents');
    table.timestamp('issued_at').notNullable();
    table.timestamp('mailed_at');
    table.unique(['year', 'sequence'], { indexName: 'chispa_receipts_year_sequence' });
    table.index(['subscription_document_id'], 'chispa_receipts_subscription');
  },
};

module.exports = {
  TABLES,
  async up(knex) {
    for (const [name, build] of Object.entries(TABLES)) {
      if (await knex.schema.hasTable(name)) continue;
      try {
        // In a savepoint: Strapi runs each migration in a transaction, which a failed statement would end.
        await knex.transaction((savepoint) => savepoint.schema.createTable(name, build));
      } catch (error) {
        if (!(await knex.schema.hasTable(name))) throw error;
      }
    }
  },
};
