import type { Core } from '@strapi/strapi';

type Attribute = { type?: string; columnName?: string; joinTable?: unknown };
export type Meta = { tableName: string; attributes: Record<string, Attribute> };

/** An attribute stored in its type's own table: its name, its column and its type. */
export type Field = { name: string; column: string; type?: string };

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

/** A content type's own fields (no relation, media or link table), from Strapi's metadata. */
export function ownFields(meta: Meta): Field[] {
  return Object.entries(meta.attributes).flatMap(([name, attribute]) =>
    attribute.columnName && !attribute.joinTable && attribute.type !== 'relation' && attribute.type !== 'media' ? [{ name, column: attribute.columnName, type: attribute.type }] : [],
  );
}

/** `alias."column" as "name"` for each field, for a select list. */
export const selectFields = (fields: Field[], alias: string) => fields.map((field) => `${alias}."${field.column}" as "${field.name}"`).join(', ');

/**
 * One row read by our own SQL (built once, from Strapi's metadata, when first needed), its fields
 * as Strapi's query engine answers them; `row` keeps the raw row for anything else the query selects.
 */
export function storedRowReader(strapi: Core.Strapi, build: () => { sql: string; fields: Field[] }) {
  let query: { sql: string; fields: Field[] } | null = null;
  return async (bindings: unknown[]): Promise<{ fields: Record<string, unknown>; row: Record<string, unknown> } | null> => {
    query ??= build();
    const result = await strapi.db.connection.raw(query.sql, bindings as never[]);
    const row = (Array.isArray(result) ? result[0] : result?.rows?.[0]) as Record<string, unknown> | undefined;
    if (!row) return null;
    return { fields: Object.fromEntries(query.fields.map((field) => [field.name, fromColumn(field.type, row[field.name])])), row };
  };
}
