import type { Core } from '@strapi/strapi';
import { afterCommit } from '../after-commit';
import { isLegalKind, LEGAL_TEXT_UID } from './model';
import { recordKind } from './versions';

/** A publish of the document: the publish action, or a create or update saved as published (the seed). */
const publishes = (action: string, params: { status?: string }) => action === 'publish' || ((action === 'create' || action === 'update') && params.status === 'published');

/**
 * Each publish of a legal text is recorded as a version (versions.ts) once the editor's transaction
 * has committed: begun inside it, the recording would not see what was just published. Off the
 * editor's request: a failure is logged, and the next read records it instead.
 */
export function recordVersionsOnPublish(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    const params = (context.params ?? {}) as { documentId?: string; status?: string };
    if (context.uid !== LEGAL_TEXT_UID || !publishes(context.action, params)) return result;
    const documentId = params.documentId ?? (result as { documentId?: string } | null)?.documentId;
    if (!documentId) return result;
    afterCommit(strapi, () => {
      void (async () => {
        const row = (await strapi.db.query(LEGAL_TEXT_UID).findOne({ where: { documentId }, select: ['kind'] })) as { kind?: string } | null;
        if (isLegalKind(row?.kind)) await recordKind(strapi, row.kind);
      })().catch((error: Error) => strapi.log.warn(`A legal text's version could not be recorded: ${error.message}`));
    });
    return result;
  });
}
