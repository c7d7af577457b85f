import { createId } from '@paralleldrive/cuid2';
import type { Core, UID } from '@strapi/strapi';
import type { MemberSql } from './member-sql';

type Attribute = { columnName?: string; joinTable?: JoinTable };
type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string }; inverseOrderColumnName?: string };
type Meta = { tableName: string; attributes: Record<string, Attribute> };

const metaOf = (strapi: Core.Strapi, uid: UID.ContentType) => strapi.db.metadata.get(uid) as unknown as Meta;

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
 * statements, inside the member's write (inMemberWrite, inKeyedWrite), which has checked the data.
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
  const meta = metaOf(strapi, uid);
  const { column } = tableOf(strapi, uid);
  const now = new Date();
  const documentId = createId();
  const row: Record<string, unknown> = { document_id: documentId, created_at: now, updated_at: now, published_at: now };
  for (const [name, value] of Object.entries(data)) row[column(name)] = value;
  const names = Object.keys(row);
  const inserted = await sql.one<{ id: number }>(
    `insert into "${meta.tableName}" (${names.map((name) => `"${name}"`).join(', ')}) values (${names.map(() => '?').join(', ')})${unlessTaken ? ` on conflict ("${column(unlessTaken)}") do nothing` : ''} returning id`,
    Object.values(row),
  );
  if (!inserted) return null;
  const id = Number(inserted.id);

  const link = memberLinkOf(strapi, uid);
  await (link.order
    ? // The record goes last in the member's list, as Strapi orders it.
      sql.one(
        `insert into "${link.table}" ("${link.record}", "${link.user}", "${link.order}") select ?, ?, coalesce(max("${link.order}"), 0) + 1 from "${link.table}" where "${link.user}" = ?`,
        [id, userId, userId],
      )
    : sql.one(`insert into "${link.table}" ("${link.record}", "${link.user}") values (?, ?)`, [id, userId]));
  return { id, documentId, createdAt: now.toISOString() };
}
