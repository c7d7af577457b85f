import type { Core } from '@strapi/strapi';
import { engineOf, ownStatement, type DbTransaction } from '../database';
import { memberLinkOf, tableOf } from '../metadata';
import { audienceRows, jsonValues, type MemberAudience } from './audiences';

const SUBSCRIPTIONS = 'api::push-subscription.push-subscription';
const VOTES = 'api::user-project-support.user-project-support';
const DELIVERIES = 'chispa_push_deliveries';
const DAILY = 'chispa_push_daily_sends';

/**
 * Who an event goes to, as the queue's one INSERT … SELECT reads it from the subscriptions: every
 * device that asked for the topic, a project's voters (or those who have not voted), or members
 * read by the database (queries/audiences.ts: a project's followers, a draw's ticket holders).
 */
export type PushAudience = { kind: 'topic' } | { kind: 'voters'; project: string; voted: boolean } | MemberAudience;

/**
 * Queues event `eventId` for every device that asked for `topic` among its audience: one statement,
 * however many devices, and idempotent (a device already queued for the event is left as it is).
 * Answers how many rows it added.
 */
export async function enqueueDeliveries(
  strapi: Core.Strapi,
  trx: DbTransaction,
  { eventId, topic, audience, at }: { eventId: number; topic: string; audience: PushAudience; at: number },
): Promise<number> {
  const postgres = engineOf(strapi) === 'postgres';
  const subscriptions = tableOf(strapi, SUBSCRIPTIONS);
  const link = memberLinkOf(strapi, SUBSCRIPTIONS);
  const topics = `s."${subscriptions.column('topics')}"`;
  const asked = postgres ? `${topics}::jsonb @> ?::jsonb` : `exists (select 1 from json_each(${topics}) as t where t.value = ?)`;
  const bindings: unknown[] = [eventId, at];
  let join = '';
  let won = 'null';
  if (audience.kind !== 'topic' && audience.kind !== 'voters') {
    const members = audienceRows(strapi, audience);
    join = `join (${members.sql}) as m on m.id = l."${link.user}"`;
    won = 'm.won';
    bindings.push(...members.bindings);
  }
  bindings.push(postgres ? JSON.stringify([topic]) : topic);
  let voters = '';
  if (audience.kind === 'voters') {
    const votes = tableOf(strapi, VOTES);
    // A vote's key is `<member id>:<project>` (unique, indexed): one probe per device.
    voters = `and ${audience.voted ? '' : 'not '}exists (select 1 from "${votes.table}" v where v."${votes.column('voteKey')}" = cast(l."${link.user}" as text) || ':' || cast(? as text))`;
    bindings.push(audience.project);
  }
  const inserted = await ownStatement<{ id: number }>(
    strapi,
    `insert into ${DELIVERIES} (event_id, subscription_id, user_id, won, state, attempts, next_at, limit_taken)
     select cast(? as integer), s.id, l."${link.user}", ${won}, 'pending', 0, cast(? as bigint), ${postgres ? 'false' : '0'}
     from "${subscriptions.table}" s join "${link.table}" l on l."${link.record}" = s.id ${join}
     where ${asked} ${voters}
     on conflict (event_id, subscription_id) do nothing
     returning id`,
    bindings,
    trx,
  );
  return inserted.length;
}

/** A claimed delivery, with what its send needs. */
export type ClaimedDelivery = {
  id: number;
  eventId: number;
  subscriptionId: number;
  won: boolean | null;
  attempts: number;
  limitTaken: boolean;
  /** Null when the device's subscription was removed since the event was queued. */
  device: { endpoint: string; p256dh: string; auth: string; locale: string | null } | null;
};

type ClaimedRow = { id: number | string; event_id: number; subscription_id: number; won: number | null; attempts: number; limit_taken: boolean | number };
type DeviceRow = { id: number; endpoint: string; p256dh: string; auth: string; locale: string | null };

/**
 * Claims up to `limit` deliveries due at `at` (pending, and not under another claim's lease) for
 * `claim` until `leaseUntil`. On PostgreSQL, rows another instance is claiming at the same moment are
 * skipped (SKIP LOCKED), so two instances never claim the same row; SQLite has one writer at a time.
 */
export async function claimDeliveries(strapi: Core.Strapi, { claim, at, leaseUntil, limit }: { claim: string; at: number; leaseUntil: number; limit: number }): Promise<ClaimedDelivery[]> {
  const lock = engineOf(strapi) === 'postgres' ? 'for update skip locked' : '';
  const claimed = await ownStatement<ClaimedRow>(
    strapi,
    `update ${DELIVERIES} set claimed_by = ?, lease_until = ?
     where id in (select id from ${DELIVERIES} where state = 'pending' and next_at <= ? and (lease_until is null or lease_until < ?) order by next_at, id limit ? ${lock})
     returning id, event_id, subscription_id, won, attempts, limit_taken`,
    [claim, leaseUntil, at, at, limit],
  );
  if (claimed.length === 0) return [];
  const subscriptions = tableOf(strapi, SUBSCRIPTIONS);
  const column = (name: string) => `"${subscriptions.column(name)}"`;
  const devices = await ownStatement<DeviceRow>(
    strapi,
    `select id, ${column('endpoint')} as endpoint, ${column('p256dh')} as p256dh, ${column('auth')} as auth, ${column('locale')} as locale
     from "${subscriptions.table}" where id in (${jsonValues(strapi)})`,
    [JSON.stringify([...new Set(claimed.map((row) => row.subscription_id))])],
  );
  const byId = new Map(devices.map((device) => [Number(device.id), device]));
  return claimed.map((row) => {
    const device = byId.get(Number(row.subscription_id));
    return {
      id: Number(row.id),
      eventId: Number(row.event_id),
      subscriptionId: Number(row.subscription_id),
      won: row.won === null || row.won === undefined ? null : Number(row.won) === 1,
      attempts: Number(row.attempts),
      limitTaken: Boolean(row.limit_taken),
      device: device ? { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth, locale: device.locale } : null,
    };
  });
}

/**
 * Takes one of today's notifications (UTC) for each of these devices (each once in the list), in one
 * statement: answers the devices that got one; the others already had `limit` today. Instances
 * taking at once never let a device past it (the upsert's row lock).
 */
export async function takeDailySends(strapi: Core.Strapi, trx: DbTransaction, subscriptionIds: number[], limit: number, day: string): Promise<Set<number>> {
  if (subscriptionIds.length === 0) return new Set();
  const taken = await ownStatement<{ subscription_id: number }>(
    strapi,
    `insert into ${DAILY} (subscription_id, day, sent)
     select x, cast(? as varchar(10)), 1 from (${jsonValues(strapi)}) as ids where true
     on conflict (subscription_id, day) do update set sent = ${DAILY}.sent + 1 where ${DAILY}.sent < ?
     returning subscription_id`,
    [day, JSON.stringify(subscriptionIds), limit],
    trx,
  );
  return new Set(taken.map((row) => Number(row.subscription_id)));
}

/** What an operator watches of a queue: rows due now and not done, and when the oldest of them fell due (null: none). */
export type QueueFigures = { due: number; oldestDueAt: number | null };

/** A queue's figures from its `count(*) as n, min(…) as oldest` row (the engines answer numbers or strings). */
export const queueFiguresOf = (row: { n: number | string; oldest: number | string | null } | undefined): QueueFigures => ({
  due: Number(row?.n ?? 0),
  oldestDueAt: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
});

/** The push queue's figures at `at`, in one statement on its (state, next_at) index (metrics, at each scrape). */
export async function pushQueueFigures(strapi: Core.Strapi, at: number): Promise<QueueFigures> {
  const [row] = await ownStatement<{ n: number | string; oldest: number | string | null }>(
    strapi,
    `select count(*) as n, min(next_at) as oldest from ${DELIVERIES} where state = 'pending' and next_at <= ?`,
    [at],
  );
  return queueFiguresOf(row);
}
