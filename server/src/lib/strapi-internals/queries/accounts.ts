import type { Core, UID } from '@strapi/strapi';
import { memberLinkOf, tableOf } from '../metadata';
import { ownTable } from '../database';

/**
 * Rewrites the `key` attribute of a member's records of a type to `deleted:<the record's own id>`:
 * unique still, and naming nobody, so that the records left after the account cannot be grouped back
 * into one person's history by their keys. One statement, whatever the member's history.
 */
export async function unlinkRecordKeys(strapi: Core.Strapi, uid: UID.ContentType, key: string, userId: number) {
  const knex = strapi.db.connection;
  const { table, column } = tableOf(strapi, uid);
  const link = memberLinkOf(strapi, uid);
  await knex(table)
    .whereIn('id', knex(link.table).select(link.record).where(link.user, userId))
    .whereNotNull(column(key))
    .update({ [column(key)]: knex.raw("'deleted:' || ??", ['id']) });
}

/** Our tables holding a member's rows that mean nothing without them: what they follow, were told, chose, mails still due, and the legal texts they accepted. */
const MEMBER_ROWS = ['chispa_follows', 'chispa_inbox', 'chispa_notification_settings', 'chispa_mail_queue', 'chispa_legal_acceptances'] as const;

/** Deletes those rows of a member (their account's deletion). */
export async function deleteOwnRowsOfMember(strapi: Core.Strapi, userId: number) {
  for (const table of MEMBER_ROWS) await ownTable(strapi, table).where({ user_id: userId }).delete();
}
