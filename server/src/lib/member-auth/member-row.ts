import type { Core } from '@strapi/strapi';

const USER = 'plugin::users-permissions.user';

type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
type Attribute = { type?: string; columnName?: string; joinTable?: JoinTable };
type Meta = { tableName: string; attributes: Record<string, Attribute> };
type Field = { name: string; column: string; type?: string };

export type MemberRow = Record<string, unknown> & { id: number; blocked?: boolean; confirmed?: boolean; role: { id: number } | null };

const NUMBERS = new Set(['integer', 'float', 'decimal']);

/**
 * A column's value as Strapi's query engine answers it, on either engine: booleans as booleans,
 * numbers as numbers (PostgreSQL sends decimals as text), big integers as text, JSON parsed, dates-times as ISO text.
 */
export function fromColumn(type: string | undefined, value: unknown) {
  if (value === null || value === undefined) return value ?? null;
  if (type === 'boolean') return value === true || value === 1 || value === '1' || value === 't';
  if (type && NUMBERS.has(type)) return Number(value);
  if (type === 'biginteger') return String(value);
  if (type === 'json' && typeof value === 'string') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  if (type === 'datetime' || type === 'timestamp') {
    const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string));
    // A stored value no date can be made of is passed on as it is: a member's request never fails on it.
    return Number.isNaN(date.getTime()) ? value : date.toISOString();
  }
  return value;
}

/**
 * Reads a member with their role's id in one statement, where users-permissions'
 * fetchAuthenticatedUser takes two (the user, then the role through its link table): on every
 * member request. The table, columns and link come from Strapi's metadata (checked at boot by
 * strapi-internals/assumptions.ts); the member's own fields are all there, relations and media aside.
 */
export function memberReader(strapi: Core.Strapi) {
  let query: { sql: string; fields: Field[] } | null = null;
  const build = () => {
    const meta = strapi.db.metadata.get(USER) as unknown as Meta;
    const link = meta.attributes.role!.joinTable!;
    const fields = Object.entries(meta.attributes).flatMap(([name, attribute]) =>
      attribute.columnName && !attribute.joinTable && attribute.type !== 'relation' && attribute.type !== 'media' ? [{ name, column: attribute.columnName, type: attribute.type }] : [],
    );
    const columns = fields.map((field) => `u."${field.column}" as "${field.name}"`).join(', ');
    const sql = `select ${columns}, r."${link.inverseJoinColumn.name}" as "__role" from "${meta.tableName}" u left join "${link.name}" r on r."${link.joinColumn.name}" = u.id where u.id = ? limit 1`;
    return { sql, fields };
  };

  return async (id: number): Promise<MemberRow | null> => {
    query ??= build();
    const result = await strapi.db.connection.raw(query.sql, [id]);
    const row = (Array.isArray(result) ? result[0] : result?.rows?.[0]) as Record<string, unknown> | undefined;
    if (!row) return null;
    const member: Record<string, unknown> = {};
    for (const field of query.fields) member[field.name] = fromColumn(field.type, row[field.name]);
    member.role = row.__role === null || row.__role === undefined ? null : { id: Number(row.__role) };
    return member as MemberRow;
  };
}
