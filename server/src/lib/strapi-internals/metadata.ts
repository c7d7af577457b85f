import type { Core, UID } from '@strapi/strapi';

/**
 * Strapi's database metadata, as far as our own SQL reads it: a type's table, each attribute's column,
 * and the join tables of its relations. The one declaration of its shape; every name our SQL uses
 * comes from here, and assumptions.ts checks at boot that the database still matches it.
 */
export type JoinTable = {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  inverseOrderColumnName?: string;
};
export type MorphJoinTable = { name: string; joinColumn: { name: string }; morphColumn: { idColumn: { name: string }; typeColumn: { name: string } } };
export type Attribute = { type?: string; columnName?: string; joinTable?: JoinTable | MorphJoinTable };
export type Meta = { tableName: string; attributes: Record<string, Attribute> };

export const USERS: UID.ContentType = 'plugin::users-permissions.user';
export const FILES: UID.ContentType = 'plugin::upload.file';

/**
 * The type's metadata, or undefined for a type Strapi does not know. Strapi's own type for it lives in
 * @strapi/database, which is not ours to depend on: this is its shape as far as we read it.
 */
export const metaOf = (strapi: Core.Strapi, uid: UID.ContentType): Meta | undefined => strapi.db.metadata.get(uid) as Meta | undefined;

function knownMeta(strapi: Core.Strapi, uid: UID.ContentType): Meta {
  const meta = metaOf(strapi, uid);
  if (!meta) throw new Error(`${uid} has no table in Strapi's metadata`);
  return meta;
}

/** A content type's table and the column of each attribute (system ones too: documentId, createdAt…). */
export function tableOf(strapi: Core.Strapi, uid: UID.ContentType) {
  const meta = knownMeta(strapi, uid);
  return { table: meta.tableName, column: (attribute: string) => meta.attributes[attribute]?.columnName ?? attribute };
}

/** The join table of a relation: the record's column, the related row's column, and the order column kept for the related side. */
export function linkOf(strapi: Core.Strapi, uid: UID.ContentType, attribute: string) {
  const link = knownMeta(strapi, uid).attributes[attribute]?.joinTable as JoinTable | undefined;
  if (!link) throw new Error(`${uid}.${attribute} is not a relation through a join table`);
  return { table: link.name, record: link.joinColumn.name, other: link.inverseJoinColumn.name, order: link.inverseOrderColumnName };
}

/** The link table between a member's records of a type and the member (their `user` relation). */
export function memberLinkOf(strapi: Core.Strapi, uid: UID.ContentType) {
  const { table, record, other, order } = linkOf(strapi, uid, 'user');
  return { table, record, user: other, order };
}

/** The link table between files and what they picture (the upload plugin's `related`). */
export const pictureLink = (strapi: Core.Strapi): MorphJoinTable | undefined => metaOf(strapi, FILES)?.attributes.related?.joinTable as MorphJoinTable | undefined;

/** An attribute stored in its type's own table: its name, its column and its type. */
export type Field = { name: string; column: string; type?: string };

/** A content type's own fields (no relation, media or link table). */
export function ownFields(meta: Meta): Field[] {
  return Object.entries(meta.attributes).flatMap(([name, attribute]) =>
    attribute.columnName && !attribute.joinTable && attribute.type !== 'relation' && attribute.type !== 'media' ? [{ name, column: attribute.columnName, type: attribute.type }] : [],
  );
}

/** `alias."column" as "name"` for each field, for a select list. */
export const selectFields = (fields: Field[], alias: string) => fields.map((field) => `${alias}."${field.column}" as "${field.name}"`).join(', ');
