import type { Core } from '@strapi/strapi';
import { enqueueDeliveries, inOwnTransaction, ownTable, type PushAudience } from '../strapi-internals';
import { pushConfig, type Topic } from './config';
import { completeEvents } from './event-counts';
import { wakeSender } from './sender';

/** One event's notification: to whom, about what, and where its click leads. */
export type PushEvent = {
  /** What the event is, once (`projectResults:<project>`): telling it again is a no-op. */
  key: string;
  topic: Topic;
  /** The project's or reward's title, per language (the default language's when the other is missing). */
  titles: { es: string; en?: string | null };
  url: string;
  /**
   * Its members: every one who asked for the topic, a project's voters (or those who have not
   * voted), a project's followers, a list (with each one's own part: a draw's result), or a draw's
   * ticket holders as its frozen runs hold them (whether each won from `winners`); a list or a draw's
   * holders with the project's other followers (`followersOf`).
   */
  audience:
    | { kind: 'topic' }
    | { kind: 'voters'; project: string; voted: boolean }
    | { kind: 'followers'; project: string }
    | { kind: 'members'; members: Map<number, { won?: boolean }>; followersOf?: string | null }
    | { kind: 'drawEntrants'; drawId: number; winners: number[]; followersOf?: string | null };
};

const EVENTS = 'chispa_push_events';

/** Members named one by one, as the queue's statements read them: each with their own part (won 1 or 0, null: none). */
export const memberRows = (members: Map<number, { won?: boolean }>) => [...members].map(([id, own]) => ({ id, won: own.won === undefined ? null : own.won ? (1 as const) : (0 as const) }));

const audienceRows = (audience: PushEvent['audience']): PushAudience => (audience.kind === 'members' ? { ...audience, members: memberRows(audience.members) } : audience);

/**
 * Queues an event's notification for every device of its members that asked for its topic: the
 * event's row and its devices' rows in one transaction, the devices read by one INSERT … SELECT, so
 * nothing is held in memory and a restart loses nothing. The sender (sender.ts) sends them. Answers
 * how many devices were queued (0 when the event was queued before, or push is off).
 */
export async function deliver(strapi: Core.Strapi, event: PushEvent, now = Date.now()): Promise<number> {
  if (!pushConfig()) return 0;
  if (event.audience.kind === 'members' && event.audience.members.size === 0 && !event.audience.followersOf) return 0;
  const queued = await inOwnTransaction(strapi, async (trx) => {
    const [row] = (await ownTable(strapi, EVENTS, trx)
      .insert({ event_key: event.key.slice(0, 200), topic: event.topic, titles: JSON.stringify(event.titles), url: event.url, enqueued_at: now })
      .onConflict('event_key')
      .ignore()
      .returning(['id'])) as { id: number }[];
    if (!row) return null;
    const devices = await enqueueDeliveries(strapi, trx, { eventId: Number(row.id), topic: event.topic, audience: audienceRows(event.audience), at: now });
    return { eventId: Number(row.id), devices };
  });
  if (!queued) return 0;
  strapi.log.info(`Push ${event.topic}: ${queued.devices} devices queued`, { push: event.topic, event: queued.eventId, devices: queued.devices });
  // An event nobody is to hear of is done at once; the others when their last device is.
  if (queued.devices === 0) await completeEvents(strapi, [queued.eventId]);
  else wakeSender();
  return queued.devices;
}
