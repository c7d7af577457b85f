'use strict';

/**
 * Push notifications are counted per device from now on (chispa_push_daily_sends, made at boot by
 * server/src/lib/push/daily-limit.ts); the per-member counts only ever held today's, so they go.
 */
module.exports = {
  async up(knex) {
    await knex.schema.dropTableIfExists('chispa_push_daily');
  },
};
