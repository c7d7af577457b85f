import type { Core } from '@strapi/strapi';
import { ownStatement, ownTable } from '../database';
import { audienceRows, jsonValues, type MemberAudience } from './audiences';

/** What each member was told (migration 2026.12.03T00.00.00.following-inbox-mail.js). */
const INBOX = 'chispa_inbox';

/**
 * An event's inbox rows for its audience, in ONE INSERT … SELECT however many members (the audience
 * is read by the database, never by the server), idempotent per (member, event key): an event told
 * again adds nothing. `params` is the row's JSON by the member's own part: `won` for a draw's winners,
 * `lost` for its other ticket holders, `none` for everyone else.
 */
export async function writeInboxRows(
  strapi: Core.Strapi,
  { key, topic, url, at, params, audience }: { key: string; topic: string; url: string; at: number; params: { won: string; lost: string; none: string }; audience: MemberAudience },
) {
  const members = audienceRows(strapi, audience);
  await ownStatement(
    strapi,
    `insert into ${INBOX} (user_id, event_key, topic, params, url, created_at)
     select m.id, cast(? as varchar(200)), cast(? as varchar(16)),
       case when m.won = 1 then cast(? as text) when m.won = 0 then cast(? as text) else cast(? as text) end,
       cast(? as varchar(300)), cast(? as bigint)
     from (${members.sql}) as m where m.id is not null
     on conflict (user_id, event_key) do nothing`,
    [key, topic, params.won, params.lost, params.none, url, at, ...members.bindings],
  );
}

export type InboxRow = { id: number; eventKey: string; topic: string; params: string; url: string; createdAt: number; readAt: number | null };

type StoredInboxRow = { id: number | string; event_key: string; topic: string; params: string; url: string; created_at: number | string; read_at: number | string | null };

/** A page of the member's inbox, newest first (its (member, created) index), with how many rows and unread rows they have. */
export async function inboxPage(strapi: Core.Strapi, userId: number, { page, pageSize }: { page: number; pageSize: number }) {
  const rows = await ownStatement<StoredInboxRow>(
    strapi,
    `select id, event_key, topic, params, url, created_at, read_at from ${INBOX} where user_id = ? order by created_at desc, id desc limit ? offset ?`,
    [userId, pageSize, (page - 1) * pageSize],
  );
  const [counts] = await ownStatement<{ total: number | string; unread: number | string | null }>(
    strapi,
    `select count(*) as total, sum(case when read_at is null then 1 else 0 end) as unread from ${INBOX} where user_id = ?`,
    [userId],
  );
  return {
    rows: rows.map(
      (row): InboxRow => ({
        id: Number(row.id),
        eventKey: row.event_key,
        topic: row.topic,
        params: row.params,
        url: row.url,
        createdAt: Number(row.created_at),
        readAt: row.read_at === null ? null : Number(row.read_at),
      }),
    ),
    total: Number(counts?.total ?? 0),
    unread: Number(counts?.unread ?? 0),
  };
}

/** How many of the member's rows are unread: one count on their index. */
export async function unreadCount(strapi: Core.Strapi, userId: number): Promise<number> {
  const [row] = await ownStatement<{ n: number | string }>(strapi, `select count(*) as n from ${INBOX} where user_id = ? and read_at is null`, [userId]);
  return Number(row?.n ?? 0);
}

/** Marks the member's own rows read: those of `ids` (another member's ids match nothing), or all. */
export async function markInboxRead(strapi: Core.Strapi, userId: number, which: { ids: number[] } | { all: true }, at: number) {
  if ('all' in which) {
    await ownStatement(strapi, `update ${INBOX} set read_at = ? where user_id = ? and read_at is null`, [at, userId]);
    return;
  }
  if (which.ids.length === 0) return;
  await ownStatement(strapi, `update ${INBOX} set read_at = ? where user_id = ? and read_at is null and id in (${jsonValues(strapi)})`, [at, userId, JSON.stringify(which.ids)]);
}

/** Every row of the member (their data's download), oldest first. */
export async function inboxRowsOfMember(strapi: Core.Strapi, userId: number) {
  const rows = (await ownTable(strapi, INBOX).where({ user_id: userId }).orderBy('id').select('event_key', 'topic', 'params', 'url', 'created_at', 'read_at', 'mailed_at')) as (StoredInboxRow & {
    mailed_at: number | string | null;
  })[];
  const when = (value: number | string | null) => (value === null ? null : new Date(Number(value)).toISOString());
  return rows.map((row) => ({ event: row.event_key, topic: row.topic, params: JSON.parse(row.params) as unknown, url: row.url, at: when(row.created_at), readAt: when(row.read_at), mailedAt: when(row.mailed_at) }));
}
