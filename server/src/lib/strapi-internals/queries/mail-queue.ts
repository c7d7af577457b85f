import type { Core } from '@strapi/strapi';
import { engineOf, ownStatement, type DbTransaction } from '../database';
import { queueFiguresOf, type QueueFigures } from './push-queue';

const QUEUE = 'chispa_mail_queue';
const INBOX = 'chispa_inbox';
const SETTINGS = 'chispa_notification_settings';
const THROTTLE = 'chispa_mail_throttle';

/** The inbox's topics, each mailed only to the members who turned its mail on. */
export const MAIL_TOPICS = ['updates', 'results', 'draws'] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

/** An inbox row of a topic its member mails (`i` the inbox, `s` their settings). */
const MAILED_TOPIC = `((i.topic = 'updates' and s.mail_updates) or (i.topic = 'results' and s.mail_results) or (i.topic = 'draws' and s.mail_draws))`;

/**
 * Queues one mail for every member who has something to be told (an inbox row of a topic they mail,
 * neither mailed nor read) and no mail waiting yet, due at their digest's next slot: one statement,
 * however many members, so that no member's rows pass through the server. Answers how many it queued.
 */
export async function queueDueMails(strapi: Core.Strapi, due: { immediate: number; daily: number; weekly: number }): Promise<number> {
  const queued = await ownStatement<{ id: number }>(
    strapi,
    `insert into ${QUEUE} (user_id, state, due_at, attempts)
     select s.user_id, 'pending', case s.digest when 'daily' then cast(? as bigint) when 'weekly' then cast(? as bigint) else cast(? as bigint) end, 0
     from ${SETTINGS} s
     where (s.mail_updates or s.mail_results or s.mail_draws)
       and exists (select 1 from ${INBOX} i where i.user_id = s.user_id and i.mailed_at is null and i.read_at is null and ${MAILED_TOPIC})
       and not exists (select 1 from ${QUEUE} q where q.user_id = s.user_id and q.state = 'pending')
     returning id`,
    [due.daily, due.weekly, due.immediate],
  );
  return queued.length;
}

export type ClaimedMail = { id: number; userId: number; attempts: number };

/**
 * Claims up to `limit` mails due at `at` (pending, and not under another claim's lease) for `claim`
 * until `leaseUntil`. On PostgreSQL, rows another instance is claiming at the same moment are skipped
 * (SKIP LOCKED), so two instances never claim the same mail; SQLite has one writer at a time.
 */
export async function claimMails(strapi: Core.Strapi, { claim, at, leaseUntil, limit }: { claim: string; at: number; leaseUntil: number; limit: number }): Promise<ClaimedMail[]> {
  const lock = engineOf(strapi) === 'postgres' ? 'for update skip locked' : '';
  const rows = await ownStatement<{ id: number | string; user_id: number; attempts: number }>(
    strapi,
    `update ${QUEUE} set claimed_by = ?, lease_until = ?
     where id in (select id from ${QUEUE} where state = 'pending' and due_at <= ? and (lease_until is null or lease_until < ?) order by due_at, id limit ? ${lock})
     returning id, user_id, attempts`,
    [claim, leaseUntil, at, at, limit],
  );
  return rows.map((row) => ({ id: Number(row.id), userId: Number(row.user_id), attempts: Number(row.attempts) }));
}

export type UnmailedEntry = { id: number; topic: MailTopic; params: string; url: string; createdAt: number };

/**
 * What a member's next mail holds: their inbox rows of `topics` neither mailed nor read, newest first,
 * the first `limit` of them, with how many there are in all and the newest row's id (the mail covers
 * the rows up to it: one written while it is sent waits for the next mail).
 */
export async function unmailedEntries(strapi: Core.Strapi, userId: number, topics: readonly MailTopic[], limit: number): Promise<{ total: number; lastId: number; entries: UnmailedEntry[] }> {
  if (topics.length === 0) return { total: 0, lastId: 0, entries: [] };
  const inTopics = `topic in (${topics.map(() => '?').join(', ')})`;
  const [counted] = await ownStatement<{ n: number | string; last: number | string | null }>(
    strapi,
    `select count(*) as n, max(id) as last from ${INBOX} where user_id = ? and mailed_at is null and read_at is null and ${inTopics}`,
    [userId, ...topics],
  );
  const total = Number(counted?.n ?? 0);
  if (total === 0) return { total: 0, lastId: 0, entries: [] };
  const lastId = Number(counted!.last);
  const rows = await ownStatement<{ id: number | string; topic: MailTopic; params: string; url: string; created_at: number | string }>(
    strapi,
    `select id, topic, params, url, created_at from ${INBOX}
     where user_id = ? and mailed_at is null and read_at is null and ${inTopics} and id <= ?
     order by created_at desc, id desc limit ?`,
    [userId, ...topics, lastId, limit],
  );
  return { total, lastId, entries: rows.map((row) => ({ id: Number(row.id), topic: row.topic, params: row.params, url: row.url, createdAt: Number(row.created_at) })) };
}

/** Notes that a mail told the member of their rows of `topics` up to `lastId` (all of them when null). */
export async function markEntriesMailed(strapi: Core.Strapi, { userId, topics, lastId, at }: { userId: number; topics: readonly MailTopic[]; lastId: number | null; at: number }, trx?: DbTransaction) {
  if (topics.length === 0) return;
  await ownStatement(
    strapi,
    `update ${INBOX} set mailed_at = ? where user_id = ? and mailed_at is null and topic in (${topics.map(() => '?').join(', ')})${lastId === null ? '' : ' and id <= ?'}`,
    [at, userId, ...topics, ...(lastId === null ? [] : [lastId])],
    trx,
  );
}

/**
 * Takes one send from the provider's allowance for the minute starting at `window` (every instance
 * counts in the same row): true when it was under `limit`. The upsert's row lock makes instances
 * taking at once never pass it.
 */
export async function takeMailSend(strapi: Core.Strapi, window: number, limit: number): Promise<boolean> {
  const taken = await ownStatement<{ sent: number }>(
    strapi,
    `insert into ${THROTTLE} (window_start, sent) values (cast(? as bigint), 1)
     on conflict (window_start) do update set sent = ${THROTTLE}.sent + 1 where ${THROTTLE}.sent < ?
     returning sent`,
    [window, limit],
  );
  return taken.length > 0;
}

/** The mail queue's figures at `at` (mails due and not done, the oldest one's due time), in one statement (metrics). */
export async function mailQueueFigures(strapi: Core.Strapi, at: number): Promise<QueueFigures> {
  const [row] = await ownStatement<{ n: number | string; oldest: number | string | null }>(
    strapi,
    `select count(*) as n, min(due_at) as oldest from ${QUEUE} where state = 'pending' and due_at <= ?`,
    [at],
  );
  return queueFiguresOf(row);
}
