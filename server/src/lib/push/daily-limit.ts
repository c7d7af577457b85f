import type { Core } from '@strapi/strapi';
import { ownTable } from '../strapi-internals';

// Today's sends per device (subscription) and day (UTC), taken a batch at a time by the sender
// (takeDailySends): each device gets at most PUSH_DAILY_LIMIT notifications a day.

const TABLE = 'chispa_push_daily_sends';

/** Yesterday's counts and older no longer limit anyone. */
export async function forgetPastDays(strapi: Core.Strapi, now = Date.now()) {
  await ownTable(strapi, TABLE).where('day', '<', new Date(now - 24 * 60 * 60 * 1000).toISOString().slice(0, 10)).delete();
}
