'use strict';

/**
 * After the vote (issue 52): who follows which project, what each member was told (the in-app
 * inbox, the source of every mail), how each member wants to hear it, and the mail queue.
 *
 * - chispa_follows: one row per (member, project). `following` false is an unfollow that sticks: a
 *   later vote, which follows by default, leaves it as it is. `source` says how it began.
 * - chispa_inbox: one row per (member, event), written by one INSERT … SELECT over the audience;
 *   `event_key` (`projectUpdate:<update>`, `projectResults:<project>`, `drawResults:<reward>`) makes a
 *   second announce a no-op. `params` is JSON (titles per locale, the member's own part such as `won`).
 *   `mailed_at` is set when a mail (or a digest) carried it; null rows of a topic the member mails are
 *   what the next mail holds.
 * - chispa_notification_settings: one row per member who changed a default. Mail is opt-in per topic
 *   (false by default); `digest` is immediate, daily or weekly; `locale` the app's language when they
 *   saved (members have no language of their own; null: Spanish); `unsubscribe_nonce` is rotated to
 *   void old one-click links.
 * - chispa_mail_queue: one row per (member, due mail): claimed with a lease (the push queue's way) so
 *   instances sharing the database never send it twice, resumed after a restart.
 * - chispa_mail_throttle: one row per provider window, the sends counted across instances.
 *
 * Times are epoch milliseconds. Idempotent, as 2026.11.26T00.00.00.own-tables.js.
 */
const TABLES = {
  chispa_follows(table) {
    table.increments('id');
    table.integer('user_id').notNullable();
    table.string('project', 64).notNullable();
    table.boolean('following').notNullable().defaultTo(true);
    // vote (followed by voting) or manual (the member's own choice, either way).
    table.string('source', 16).notNullable();
    table.bigInteger('changed_at').notNullable();
    table.unique(['user_id', 'project']);
    table.index(['project', 'following'], 'chispa_follows_project');
  },
  chispa_inbox(table) {
    table.bigIncrements('id');
    table.integer('user_id').notNullable();
    table.string('event_key', 200).notNullable();
    // updates, results or draws: the member's channel choices are per topic.
    table.string('topic', 16).notNullable();
    table.text('params').notNullable();
    table.string('url', 300).notNullable();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('read_at').nullable();
    table.bigInteger('mailed_at').nullable();
    table.unique(['user_id', 'event_key']);
    table.index(['user_id', 'created_at'], 'chispa_inbox_member');
    // The header's unread count at every start, and the mail queue's unread rows, without a member's whole inbox.
    table.index(['user_id', 'read_at'], 'chispa_inbox_unread');
  },
  chispa_notification_settings(table) {
    table.integer('user_id').primary();
    table.boolean('mail_updates').notNullable().defaultTo(false);
    table.boolean('mail_results').notNullable().defaultTo(false);
    table.boolean('mail_draws').notNullable().defaultTo(false);
    table.string('digest', 16).notNullable().defaultTo('immediate');
    table.string('locale', 8).nullable();
    table.string('unsubscribe_nonce', 64).notNullable();
    table.bigInteger('changed_at').notNullable();
  },
  chispa_mail_queue(table) {
    table.bigIncrements('id');
    table.integer('user_id').notNullable();
    // pending, then one of sent, skipped (nothing left to tell, or mail turned off), failed.
    table.string('state', 16).notNullable().defaultTo('pending');
    table.bigInteger('due_at').notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.string('claimed_by', 80).nullable();
    table.bigInteger('lease_until').nullable();
    table.bigInteger('done_at').nullable();
    table.index(['state', 'due_at'], 'chispa_mail_queue_due');
    table.index(['user_id', 'state'], 'chispa_mail_queue_member');
  },
  chispa_mail_throttle(table) {
    table.bigInteger('window_start').primary();
    table.integer('sent').notNullable().defaultTo(0);
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
