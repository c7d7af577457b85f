import { createHash } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';
import { PUBLIC_CONTENT } from './public-cache';
import { memoUntilPublicWrite } from './public-memo';
import { tableFingerprint } from './strapi-internals';

/** What the app keeps for offline reading: the public content types, and the files their pictures are. */
const CATALOGUE_MODELS = [...PUBLIC_CONTENT, 'plugin::upload.file'] as UID.ContentType[];

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
