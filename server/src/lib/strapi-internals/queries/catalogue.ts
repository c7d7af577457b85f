import type { Core, UID } from '@strapi/strapi';
import { metaOf } from '../metadata';

/**
 * One table's fingerprint: how many rows, the newest id and the last write. Publishing makes a new
 * row (newest id), unpublishing or deleting removes one (count), saving changes its update time.
 * Drafts are nobody's business but editors': saving one changes nothing a member can read.
 */
export async function tableFingerprint(strapi: Core.Strapi, uid: UID.ContentType): Promise<string> {
  const meta = metaOf(strapi, uid);
  if (!meta) throw new Error(`${uid} has no table in Strapi's metadata`);
  const column = (attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;
  const rows = strapi.db.connection(meta.tableName);
  if ('publishedAt' in meta.attributes) rows.whereNotNull(column('publishedAt'));
  const row = (await rows.count({ rows: '*' }).max({ newest: 'id' }).max({ written: column('updatedAt') }).first()) as { rows?: unknown; newest?: unknown; written?: unknown } | undefined;
  const written = row?.written instanceof Date ? row.written.toISOString() : String(row?.written ?? '');
  return `${uid}:${String(row?.rows ?? 0)}:${String(row?.newest ?? '')}:${written}`;
}
