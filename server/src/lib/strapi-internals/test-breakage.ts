import type { Core, UID } from '@strapi/strapi';

/**
 * For the test of the boot check only, never in production: `CHISPA_TEST_RENAME_COLUMN` set to
 * `<uid>.<attribute>=<column>` makes Strapi's metadata name another column for that attribute, as an
 * upgrade that renamed it would (the table keeps the old one).
 */
export function renameColumnForTest(strapi: Core.Strapi) {
  const wanted = process.env.CHISPA_TEST_RENAME_COLUMN;
  if (!wanted || process.env.NODE_ENV === 'production') return;
  const match = /^(.+)\.(\w+)=(\w+)$/.exec(wanted);
  if (!match) throw new Error(`CHISPA_TEST_RENAME_COLUMN: expected <uid>.<attribute>=<column>, got ${wanted}`);
  const [, uid, attribute, column] = match;
  const meta = strapi.db.metadata.get(uid as UID.ContentType) as { attributes: Record<string, { columnName?: string }> };
  meta.attributes[attribute!]!.columnName = column;
}
