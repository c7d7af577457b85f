'use strict';

/**
 * When each claimed provider event was applied (null while a delivery is applying it): a repeated
 * delivery of an event claimed but not applied is answered "try again" rather than "done", and a
 * claim left by a delivery that died is taken over (api/subscription/services/lifecycle/claim.ts).
 * Rows from before were applied (a failed one was deleted). Idempotent, as the table's own migration.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('chispa_provider_events')) || (await knex.schema.hasColumn('chispa_provider_events', 'applied_at'))) return;
    try {
      await knex.transaction(async (savepoint) => {
        await savepoint.schema.alterTable('chispa_provider_events', (table) => {
          table.timestamp('applied_at').nullable();
        });
        await savepoint('chispa_provider_events').update({ applied_at: savepoint.ref('received_at') });
      });
    } catch (error) {
      if (!(await knex.schema.hasColumn('chispa_provider_events', 'applied_at'))) throw error;
    }
  },
};
