'use strict';

/**
 * Push notifications' queue (lib/push/queue.ts, lib/push/sender.ts): one row per event told to
 * members, and one per device it goes to, kept until it is sent, refused or given up, so that a
 * restart resumes where the last instance stopped and instances sharing the database never send the
 * same row twice (a claim with a lease). Times are epoch milliseconds, the same on both engines.
 * Idempotent, as 2026.11.26T00.00.00.own-tables.js.
 */
const TABLES = {
  chispa_push_events(table) {
    table.increments('id');
    // What the event is (`projectResults:<project>`, say): a second enqueue of it is a no-op.
    table.string('event_key', 200).notNullable().unique();
    table.string('topic', 40).notNullable();
    table.text('titles').notNullable();
    table.string('url', 300).notNullable();
    table.bigInteger('enqueued_at').notNullable();
    table.bigInteger('done_at').nullable();
  },
  chispa_push_deliveries(table) {
    table.bigIncrements('id');
    table.integer('event_id').notNullable();
    table.integer('subscription_id').notNullable();
    table.integer('user_id').notNullable();
    // The member's own part of the message: a draw's result (1 won, 0 not, null: none).
    table.integer('won').nullable();
    // pending, then one of sent, rateLimited, gone, failed.
    table.string('state', 16).notNullable().defaultTo('pending');
    table.integer('attempts').notNullable().defaultTo(0);
    table.bigInteger('next_at').notNullable();
    table.string('claimed_by', 80).nullable();
    table.bigInteger('lease_until').nullable();
    // The device's daily allowance was taken for this row (a retry does not take it again).
    table.boolean('limit_taken').notNullable().defaultTo(false);
    table.bigInteger('done_at').nullable();
    table.unique(['event_id', 'subscription_id']);
    table.index(['state', 'next_at'], 'chispa_push_deliveries_due');
    table.index(['event_id', 'state'], 'chispa_push_deliveries_event_state');
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
