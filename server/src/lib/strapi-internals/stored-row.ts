import type { Core } from '@strapi/strapi';
import { createField } from '@strapi/database/dist/fields/index.js';
import type { Field } from './metadata';

/**
 * A column's value as Strapi's query engine answers it, on either engine: by Strapi's own field of the
 * attribute's type (a private module of @strapi/database, checked at boot by assumptions.ts), so our
 * SQL's rows read as the Document Service's do. A date-time kept as milliseconds in text (a number
 * Strapi's field would not read) is read as the number it is.
 */
export function fromColumn(type: string | undefined, value: unknown) {
  if (value === null || value === undefined) return null;
  if (!type || !Object.prototype.hasOwnProperty.call(SCALAR_TYPES, type)) return value;
  const stored = (type === 'datetime' || type === 'timestamp') && typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  const read = createField({ type } as Parameters<typeof createField>[0]).fromDB(stored);
  // A stored value no date can be made of is passed on as it is: a member's request never fails on it.
  return read === null ? value : read;
}

/** The attribute types Strapi's query engine converts (the others, relations and media, are not columns we read). */
const SCALAR_TYPES = Object.fromEntries(
  ['increments', 'password', 'email', 'string', 'uid', 'richtext', 'text', 'enumeration', 'json', 'biginteger', 'integer', 'float', 'decimal', 'date', 'time', 'datetime', 'timestamp', 'boolean', 'blocks'].map((type) => [type, true]),
);

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
