import { createId } from '@paralleldrive/cuid2';
import type { Core, UID } from '@strapi/strapi';
import type { Knex } from 'knex';

type Attribute = { columnName?: string; joinTable?: JoinTable };
type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string }; inverseOrderColumnName?: string };
type Meta = { tableName: string; attributes: Record<string, Attribute> };

/**
 * Writes one of a member's own records (a vote, a DID record) and its link to the member in two
 * statements, inside the caller's transaction (Strapi hands a nested call the same one), which
 * holds the member's lock (inMemberTransaction) and has checked the data. Strapi's query engine would also read the
 * record back and count the link's order in a statement of its own; the Document Service would
 * add a count of the member, a read for `unique`, and a read with relations for the webhooks
 * event. These types have no drafts: a record is published as it is written. Column names come
 * from Strapi's own metadata, so they follow the schema.
 */
export function insertMemberRecord(strapi: Core.Strapi, uid: UID.ContentType, userId: number, data: Record<string, unknown>) {
  return strapi.db.transaction(({ trx }) => insertWith(trx, strapi, uid, userId, data));
}

async function insertWith(trx: Knex.Transaction, strapi: Core.Strapi, uid: UID.ContentType, userId: number, data: Record<string, unknown>) {
  const meta = strapi.db.metadata.get(uid) as unknown as Meta;
  const now = new Date();
  const documentId = createId();
  const row: Record<string, unknown> = { document_id: documentId, created_at: now, updated_at: now, published_at: now };
  for (const [name, value] of Object.entries(data)) row[meta.attributes[name]?.columnName ?? name] = value;
  const [inserted] = await trx(meta.tableName).insert(row, ['id']);
  const id = Number(typeof inserted === 'object' ? inserted.id : inserted);

  const link = meta.attributes.user!.joinTable!;
  const { name: recordColumn } = link.joinColumn;
  const { name: userColumn } = link.inverseJoinColumn;
  if (link.inverseOrderColumnName) {
    // The record goes last in the member's list, as Strapi orders it.
    const order = link.inverseOrderColumnName;
    await trx.raw(`insert into ?? (??, ??, ??) select ?, ?, coalesce(max(??), 0) + 1 from ?? where ?? = ?`, [
      link.name, recordColumn, userColumn, order, id, userId, order, link.name, userColumn, userId,
    ]);
  } else {
    await trx(link.name).insert({ [recordColumn]: id, [userColumn]: userId });
  }
  return { id, documentId, createdAt: now.toISOString() };
}
