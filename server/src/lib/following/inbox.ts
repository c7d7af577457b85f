import type { Core } from '@strapi/strapi';
import { now } from '../clock';
import { inboxPage, markInboxRead, unreadCount, type InboxRow } from '../strapi-internals';

export const INBOX_PAGE_SIZE = 20;
export const INBOX_PAGE_SIZE_MAX = 50;
export const INBOX_READ_IDS_MAX = 100;

/** An inbox row as the app reads it: its kind is the event key's prefix, its times ISO 8601. */
const entry = (row: InboxRow) => ({
  id: row.id,
  kind: row.eventKey.slice(0, row.eventKey.indexOf(':')),
  topic: row.topic,
  url: row.url,
  createdAt: new Date(row.createdAt).toISOString(),
  readAt: row.readAt === null ? null : new Date(row.readAt).toISOString(),
  params: JSON.parse(row.params) as Record<string, unknown>,
});

/** A page of the member's inbox, newest first, with the pagination and their unread count. */
export async function memberInbox(strapi: Core.Strapi, userId: number, { page, pageSize }: { page: number; pageSize: number }) {
  const { rows, total, unread } = await inboxPage(strapi, userId, { page, pageSize });
  return { data: rows.map(entry), meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total }, unread } };
}

/** Marks the member's own entries read (ids of another member's entries change nothing), answering what is left unread. */
export async function markRead(strapi: Core.Strapi, userId: number, which: { ids: number[] } | { all: true }) {
  await markInboxRead(strapi, userId, which, now());
  return unreadCount(strapi, userId);
}
