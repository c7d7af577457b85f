'use strict';

/**
 * The payment provider's events already applied (api/subscription/services/lifecycle/): one row per
 * event id, whose primary key lets exactly one of two deliveries of the same event apply it (Stripe
 * retries, and may deliver twice at once). Idempotent, as 2026.11.26T00.00.00.own-tables.js.
 */
module.exports = {
  async up(knex) {
    if (await knex.schema.hasTable('chispa_provider_events')) return;
    try {
      await knex.transaction((savepoint) =>
        savepoint.schema.createTable('chispa_provider_events', (table) => {
          table.string('event_id', 255).primary();
          table.string('type', 100).notNullable();
          table.timestamp('received_at').notNullable();
        }),
      );
    } catch (error) {
      if (!(await knex.schema.hasTable('chispa_provider_events'))) throw error;
    }
  },
};
