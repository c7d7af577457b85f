import type { Core } from '@strapi/strapi';
import { ownTable } from '../strapi-internals';
import type { Topic } from './config';

const EVENTS = 'chispa_push_events';
const DELIVERIES = 'chispa_push_deliveries';
/** Sent events' rows are kept this long (what went to whom, for an editor's question), then deleted. */
const KEPT_MS = 3 * 24 * 60 * 60 * 1000;

export type DeliveryCounts = { members: number; sent: number; rateLimited: number; gone: number; failed: number };

/**
 * Events among these whose every device is done: each is marked done by one instance only (the
 * conditional update), which writes its counts for the editors (api::notification.notification:
 * members reached, and per device sent, held back by the daily limit, gone and failed).
 */
export async function completeEvents(strapi: Core.Strapi, eventIds: Iterable<number>, now = Date.now()) {
  for (const eventId of new Set(eventIds)) {
    const done = (await ownTable(strapi, EVENTS)
      .where({ id: eventId })
      .whereNull('done_at')
      .whereNotExists((pending) => pending.select(1).from(DELIVERIES).where({ event_id: eventId, state: 'pending' }))
      .update({ done_at: now })
      .returning(['id', 'topic', 'titles', 'url'])) as { id: number; topic: Topic; titles: string; url: string }[];
    if (done.length === 0) continue;
    const counts = await countsOf(strapi, eventId);
    const event = done[0]!;
    if (counts.members > 0) {
      const titles = JSON.parse(event.titles) as { es: string };
      await strapi.db.query('api::notification.notification').create({ data: { kind: event.topic, subject: titles.es.slice(0, 200), url: event.url, ...counts } });
    }
    strapi.log.info(`Push ${event.topic}: ${counts.sent} sent`, { push: event.topic, event: eventId, ...counts });
  }
}

async function countsOf(strapi: Core.Strapi, eventId: number): Promise<DeliveryCounts> {
  const byState = (await ownTable(strapi, DELIVERIES).where({ event_id: eventId }).groupBy('state').select('state').count({ n: '*' })) as { state: string; n: number | string }[];
  const [members] = (await ownTable(strapi, DELIVERIES).where({ event_id: eventId }).countDistinct({ n: 'user_id' })) as { n: number | string }[];
  const of = (state: string) => Number(byState.find((row) => row.state === state)?.n ?? 0);
  return { members: Number(members?.n ?? 0), sent: of('sent'), rateLimited: of('rateLimited'), gone: of('gone'), failed: of('failed') };
}

/** Events done a few days ago, and their devices' rows, go. */
export async function forgetSentEvents(strapi: Core.Strapi, now = Date.now()) {
  const old = ownTable(strapi, EVENTS).select('id').whereNotNull('done_at').andWhere('done_at', '<', now - KEPT_MS);
  await ownTable(strapi, DELIVERIES).whereIn('event_id', old).delete();
  await ownTable(strapi, EVENTS).whereNotNull('done_at').andWhere('done_at', '<', now - KEPT_MS).delete();
}
