import type { Core, UID } from '@strapi/strapi';
import { metaOf } from './metadata';

/**
 * For the test of the boot check only, never in production, Strapi's metadata is changed as an
 * upgrade might change it (the database keeps the old names):
 * - `CHISPA_TEST_RENAME_COLUMN=<uid>.<attribute>=<column>` names another column for that attribute;
 * - `CHISPA_TEST_RENAME_TABLE=<uid>=<table>` names another table for that type.
 */
export function breakMetadataForTest(strapi: Core.Strapi) {
  if (process.env.NODE_ENV === 'production') return;
  const column = process.env.CHISPA_TEST_RENAME_COLUMN;
  if (column) {
    const match = /^(.+)\.(\w+)=(\w+)$/.exec(column);
    if (!match) throw new Error(`CHISPA_TEST_RENAME_COLUMN: expected <uid>.<attribute>=<column>, got ${column}`);
    const [, uid, attribute, name] = match;
    metaOf(strapi, uid as UID.ContentType)!.attributes[attribute!]!.columnName = name;
  }
  const table = process.env.CHISPA_TEST_RENAME_TABLE;
  if (table) {
    const match = /^(.+)=(\w+)$/.exec(table);
    if (!match) throw new Error(`CHISPA_TEST_RENAME_TABLE: expected <uid>=<table>, got ${table}`);
    metaOf(strapi, match[1] as UID.ContentType)!.tableName = match[2]!;
  }
}
