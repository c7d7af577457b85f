'use strict';

/**
 * The tables the server keeps beside Strapi's content types, made here once instead of at every
 * start: scheduled job claims (lib/operations/scheduled-jobs.ts), push notifications' daily counts
 * and what voters were told (lib/push), and the throttles' shared counters (lib/throttle/counter.ts,
 * rate-limiter-flexible's layout; read only with THROTTLE_STORE=postgres). Idempotent: a table that
 * exists (a database from before, or an instance that started at the same moment) is left as it is.
 */
const TABLES = {
  chispa_scheduled_runs(table) {
    table.string('job', 100).notNullable();
    table.bigInteger('slot').notNullable();
    table.string('instance', 64).notNullable();
    table.timestamp('ran_at').notNullable();
    table.primary(['job', 'slot']);
  },
  chispa_push_daily_sends(table) {
    table.integer('subscription_id').notNullable();
    table.string('day', 10).notNullable();
    table.integer('sent').notNullable();
    table.primary(['subscription_id', 'day']);
  },
  chispa_push_closing(table) {
    table.string('project', 64).primary();
    table.timestamp('told_at').notNullable();
  },
  chispa_push_results(table) {
    table.string('project', 64).primary();
    table.timestamp('told_at').notNullable();
  },
  chispa_rate_limits(table) {
    table.string('key', 255).primary();
    table.integer('points').notNullable().defaultTo(0);
    table.bigInteger('expire');
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
