import type { Core } from '@strapi/strapi';
import { ownFields, selectFields, storedRowReader, type Meta } from './stored-row';

const USER = 'plugin::users-permissions.user';

type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };

export type MemberRow = Record<string, unknown> & { id: number; blocked?: boolean; confirmed?: boolean; role: { id: number } | null };

/**
 * Reads a member with their role's id in one statement, where users-permissions'
 * fetchAuthenticatedUser takes two (the user, then the role through its link table): on every
 * member request. The table, columns and link come from Strapi's metadata (checked at boot by
 * strapi-internals/assumptions.ts); the member's own fields are all there, relations and media aside.
 */
export function memberReader(strapi: Core.Strapi) {
  const read = storedRowReader(strapi, () => {
    const meta = strapi.db.metadata.get(USER) as Meta;
    const link = meta.attributes.role!.joinTable as JoinTable;
    const fields = ownFields(meta);
    const sql = `select ${selectFields(fields, 'u')}, r."${link.inverseJoinColumn.name}" as "__role" from "${meta.tableName}" u left join "${link.name}" r on r."${link.joinColumn.name}" = u.id where u.id = ? limit 1`;
    return { sql, fields };
  });

  return async (id: number): Promise<MemberRow | null> => {
    const found = await read([id]);
    if (!found) return null;
    const role = found.row.__role;
    return { ...found.fields, role: role === null || role === undefined ? null : { id: Number(role) } } as MemberRow;
  };
}
