import { createId } from '@paralleldrive/cuid2';
import type { Core, UID } from '@strapi/strapi';
import type { MemberSql } from './member-sql';

type Attribute = { columnName?: string; joinTable?: JoinTable };
type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string }; inverseOrderColumnName?: string };
type Meta = { tableName: string; attributes: Record<string, Attribute> };

const metaOf = (strapi: Core.Strapi, uid: UID.ContentType) => strapi.db.metadata.get(uid) as Meta;

/** A content type's table and the columns of the named attributes, from Strapi's own metadata. */
export function tableOf(strapi: Core.Strapi, uid: UID.ContentType) {
  const meta = metaOf(strapi, uid);
  return { table: meta.tableName, column: (attribute: string) => meta.attributes[attribute]?.columnName ?? attribute };
}

/** The link table between a member's records of a type and the member. */
export function memberLinkOf(strapi: Core.Strapi, uid: UID.ContentType) {
  const link = metaOf(strapi, uid).attributes.user!.joinTable!;
  return { table: link.name, record: link.joinColumn.name, user: link.inverseJoinColumn.name, order: link.inverseOrderColumnName };
}

/**
 * Writes one of a member's own records (a vote, a DID record) and its link to the member: two
 * statements, inside the member's write (inMemberWrite, writeKeyedRecords), which has checked the data.
 * The Document Service would add a count of the member, a read for `unique`, a read of the link's
 * order and, after the commit, a read with relations for the webhooks event. These types have no
 * drafts: a record is published as it is written.
 *
 * With `unlessTaken` (an attribute with a unique index, such as a vote's key), a record whose key is
 * already taken is not written, nor linked, and the answer is null: the database decides, so two
 * concurrent writes of the same key never both land, with no lock and no read before.
 */
type Written = { id: number; documentId: string; createdAt: string };
type RecordWrite = [sql: MemberSql, strapi: Core.Strapi, uid: UID.ContentType, userId: number, data: Record<string, unknown>];
export async function insertMemberRecord(...write: RecordWrite): Promise<Written>;
export async function insertMemberRecord(...write: [...RecordWrite, { unlessTaken: string }]): Promise<Written | null>;
export async function insertMemberRecord(
  sql: MemberSql,
  strapi: Core.Strapi,
  uid: UID.ContentType,
  userId: number,
  data: Record<string, unknown>,
  { unlessTaken }: { unlessTaken?: string } = {},
): Promise<Written | null> {
  const row = recordRow(strapi, uid, data);
  const inserted = await sql.one<{ id: number }>(
    `insert into "${row.table}" (${row.columns}) values (${row.placeholders})${onConflict(strapi, uid, unlessTaken)} returning id`,
    row.values,
  );
  if (!inserted) return null;
  const id = Number(inserted.id);

  const link = linkInsert(strapi, uid, userId);
  await sql.one(`insert into ${link.into} select ?, ${link.values}`, [id, ...link.bindings]);
  return { id, documentId: row.documentId, createdAt: row.createdAt };
}

/** A new published record's row: its table, its columns (from Strapi's metadata) and their values. */
export function recordRow(strapi: Core.Strapi, uid: UID.ContentType, data: Record<string, unknown>) {
  const { table, column } = tableOf(strapi, uid);
  const now = new Date();
  const documentId = createId();
  const row: Record<string, unknown> = { document_id: documentId, created_at: now, updated_at: now, published_at: now };
  for (const [name, value] of Object.entries(data)) row[column(name)] = value;
  const names = Object.keys(row);
  return {
    table,
    documentId,
    createdAt: now.toISOString(),
    columns: names.map((name) => `"${name}"`).join(', '),
    placeholders: names.map(() => '?').join(', '),
    values: Object.values(row),
  };
}

/** `on conflict … do nothing` for a record whose `unlessTaken` attribute has a unique index. */
export const onConflict = (strapi: Core.Strapi, uid: UID.ContentType, unlessTaken?: string) =>
  unlessTaken ? ` on conflict ("${tableOf(strapi, uid).column(unlessTaken)}") do nothing` : '';

/**
 * The link of a record to its member: `insert into ${into} select <the record's id>, ${values}`,
 * with `bindings` for `values`. The record goes last in the member's list, as Strapi orders it
 * (when the link has an order column).
 */
export function linkInsert(strapi: Core.Strapi, uid: UID.ContentType, userId: number) {
  const link = memberLinkOf(strapi, uid);
  const into = `"${link.table}" ("${link.record}", "${link.user}"${link.order ? `, "${link.order}"` : ''})`;
  return link.order
    ? { into, values: `?, (select coalesce(max("${link.order}"), 0) + 1 from "${link.table}" where "${link.user}" = ?)`, bindings: [userId, userId] }
    : { into, values: '?', bindings: [userId] };
}
