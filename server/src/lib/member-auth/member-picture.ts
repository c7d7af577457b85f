import type { Core } from '@strapi/strapi';
import { fromColumn } from './member-row';

const USER = 'plugin::users-permissions.user';
const FILE = 'plugin::upload.file';

type MorphLink = { name: string; joinColumn: { name: string }; morphColumn: { idColumn: { name: string }; typeColumn: { name: string } } };
type Attribute = { type?: string; columnName?: string; joinTable?: MorphLink };
type Meta = { tableName: string; attributes: Record<string, Attribute> };

/** The link table between files and what they picture (the upload plugin's `related`), from Strapi's metadata. */
export function pictureLink(strapi: Core.Strapi): MorphLink | undefined {
  return (strapi.db.metadata.get(FILE) as unknown as Meta | undefined)?.attributes?.related?.joinTable;
}

/**
 * Reads a member's picture (`image`) in one statement, every field as Strapi's populate answers it,
 * where loading it through the query engine takes two (the member's id, then the picture). The
 * tables and columns come from Strapi's metadata, checked at boot (strapi-internals/assumptions.ts).
 */
export function memberPictureReader(strapi: Core.Strapi) {
  let query: { sql: string; fields: { name: string; type?: string }[] } | null = null;
  const build = () => {
    const meta = strapi.db.metadata.get(FILE) as unknown as Meta;
    const link = pictureLink(strapi)!;
    const fields = Object.entries(meta.attributes).flatMap(([name, attribute]) =>
      attribute.columnName && !attribute.joinTable && attribute.type !== 'relation' ? [{ name, column: attribute.columnName, type: attribute.type }] : [],
    );
    const columns = fields.map((field) => `f."${field.column}" as "${field.name}"`).join(', ');
    const sql =
      `select ${columns} from "${meta.tableName}" f join "${link.name}" m on m."${link.joinColumn.name}" = f.id ` +
      `where m."${link.morphColumn.idColumn.name}" = ? and m."${link.morphColumn.typeColumn.name}" = ? and m."field" = 'image' order by m."order" asc limit 1`;
    return { sql, fields };
  };

  return async (memberId: number): Promise<Record<string, unknown> | null> => {
    query ??= build();
    const result = await strapi.db.connection.raw(query.sql, [memberId, USER]);
    const row = (Array.isArray(result) ? result[0] : result?.rows?.[0]) as Record<string, unknown> | undefined;
    if (!row) return null;
    return Object.fromEntries(query.fields.map((field) => [field.name, fromColumn(field.type, row[field.name])]));
  };
}
