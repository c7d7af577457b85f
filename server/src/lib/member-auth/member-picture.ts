import type { Core } from '@strapi/strapi';
import { ownFields, selectFields, storedRowReader, type Meta } from './stored-row';

const USER = 'plugin::users-permissions.user';
const FILE = 'plugin::upload.file';

type MorphLink = { name: string; joinColumn: { name: string }; morphColumn: { idColumn: { name: string }; typeColumn: { name: string } } };

/** The link table between files and what they picture (the upload plugin's `related`), from Strapi's metadata. */
export function pictureLink(strapi: Core.Strapi): MorphLink | undefined {
  return (strapi.db.metadata.get(FILE) as Meta | undefined)?.attributes?.related?.joinTable as MorphLink | undefined;
}

/**
 * Reads a member's picture (`image`) in one statement, every field as Strapi's populate answers it,
 * where loading it through the query engine takes two (the member's id, then the picture). The
 * tables and columns come from Strapi's metadata, checked at boot (strapi-internals/assumptions.ts).
 */
export function memberPictureReader(strapi: Core.Strapi) {
  const read = storedRowReader(strapi, () => {
    const meta = strapi.db.metadata.get(FILE) as Meta;
    const link = pictureLink(strapi)!;
    const fields = ownFields(meta);
    const sql =
      `select ${selectFields(fields, 'f')} from "${meta.tableName}" f join "${link.name}" m on m."${link.joinColumn.name}" = f.id ` +
      `where m."${link.morphColumn.idColumn.name}" = ? and m."${link.morphColumn.typeColumn.name}" = ? and m."field" = 'image' order by m."order" asc limit 1`;
    return { sql, fields };
  });

  return async (memberId: number): Promise<Record<string, unknown> | null> => (await read([memberId, USER]))?.fields ?? null;
}
