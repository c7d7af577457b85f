import type { Core } from '@strapi/strapi';
import { ownStatement, ownTable } from '../strapi-internals';

const TABLE = 'chispa_push_daily_sends';

/**
 * Takes one of a device's notifications for today (UTC), or answers false when it already had
 * `limit`: one statement, so instances sending at once never let a device past it. Counted per
 * device (subscription), so a member's devices each get what they asked for, and a member's sends
 * are bounded by the limit times their devices (at most MAX_DEVICES_PER_MEMBER).
 */
export async function takeDailyNotification(strapi: Core.Strapi, subscriptionId: number, limit: number, now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  const returned = await ownStatement(
    strapi,
    `insert into ${TABLE} (subscription_id, day, sent) values (?, ?, 1)
     on conflict (subscription_id, day) do update set sent = ${TABLE}.sent + 1 where ${TABLE}.sent < ?
     returning sent`,
    [subscriptionId, day, limit],
  );
  return returned.length > 0;
}

/** Yesterday's counts and older no longer limit anyone. */
export async function forgetPastDays(strapi: Core.Strapi, now = Date.now()) {
  await ownTable(strapi, TABLE).where('day', '<', new Date(now - 24 * 60 * 60 * 1000).toISOString().slice(0, 10)).delete();
}
