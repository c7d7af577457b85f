'use strict';

/**
 * The language a member's mails are written in (issue 52, e-mail as a channel): members have no
 * language of their own on their account, so the app's language when they last saved their
 * notification settings is kept on that row (null: Spanish, the default). Idempotent; a database
 * without the settings table yet (made by the migration before) is left alone.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('chispa_notification_settings'))) return;
    if (await knex.schema.hasColumn('chispa_notification_settings', 'locale')) return;
    await knex.schema.alterTable('chispa_notification_settings', (table) => table.string('locale', 8).nullable());
  },
};
