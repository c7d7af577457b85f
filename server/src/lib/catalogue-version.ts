import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { PUBLIC_CONTENT } from './public-cache';
import { memoUntilPublicWrite } from './public-memo';

/** What the app keeps for offline reading: the public content types, and the files their pictures are. */
const CATALOGUE_MODELS = [...PUBLIC_CONTENT, 'plugin::upload.file'];

/**
 * One table's fingerprint: how many rows, the newest id and the last write. Publishing makes a new
 * row (newest id), unpublishing or deleting removes one (count), saving changes `updated_at`.
 */
async function tableFingerprint(strapi: Core.Strapi, uid: string): Promise<string> {
  const { tableName, attributes } = strapi.db.metadata.get(uid);
  const rows = strapi.db.connection(tableName);
  // Drafts are nobody's business but editors': saving one changes nothing a member can read.
  if ('publishedAt' in attributes) rows.whereNotNull('published_at');
  const row = (await rows.count({ rows: '*' }).max({ newest: 'id' }).max({ written: 'updated_at' }).first()) as
    | { rows?: unknown; newest?: unknown; written?: unknown }
    | undefined;
  const written = row?.written instanceof Date ? row.written.toISOString() : String(row?.written ?? '');
  return `${uid}:${String(row?.rows ?? 0)}:${String(row?.newest ?? '')}:${written}`;
}

/**
 * A short name for the current state of the public content, the same on every instance (it is read
 * from the database): the app's offline catalogue is read again when it changes. Kept until the next
 * write to public content (lib/public-memo), so a member's check costs no query.
 */
export function catalogueVersion(strapi: Core.Strapi): () => Promise<string> {
  const memo = memoUntilPublicWrite(async () => {
    const fingerprints = await Promise.all(CATALOGUE_MODELS.map((uid) => tableFingerprint(strapi, uid)));
    return createHash('sha256').update(fingerprints.join('\n')).digest('base64url').slice(0, 16);
  });
  return () => memo('version');
}
