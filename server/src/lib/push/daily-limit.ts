import type { Core } from '@strapi/strapi';
import { ensureTable } from '../operations/own-tables';

const TABLE = 'chispa_push_daily';

export const ensureDailyLimitTable = (strapi: Core.Strapi) =>
  ensureTable(strapi, TABLE, (table) => {
    table.integer('user_id').notNullable();
    table.string('day', 10).notNullable();
    table.integer('sent').notNullable();
    table.primary(['user_id', 'day']);
  });

/**
 * Takes one of the member's notifications for today (UTC), or answers false when they already had
 * `limit`: one statement, so instances sending at once never let a member past it.
 */
export async function takeDailyNotification(strapi: Core.Strapi, userId: number, limit: number, now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  const rows = await strapi.db.connection.raw(
    `insert into ${TABLE} (user_id, day, sent) values (?, ?, 1)
     on conflict (user_id, day) do update set sent = ${TABLE}.sent + 1 where ${TABLE}.sent < ?
     returning sent`,
    [userId, day, limit],
  );
  const returned = Array.isArray(rows) ? rows : rows.rows;
  return returned.length > 0;
}

/** Yesterday's counts and older no longer limit anyone. */
export async function forgetPastDays(strapi: Core.Strapi, now = Date.now()) {
  await strapi.db.connection(TABLE).where('day', '<', new Date(now - 24 * 60 * 60 * 1000).toISOString().slice(0, 10)).delete();
}
