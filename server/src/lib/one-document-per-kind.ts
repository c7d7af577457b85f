import type { Core, UID } from '@strapi/strapi';
import { refusal } from './errors';

const WRITES = new Set(['create', 'update', 'clone', 'publish']);

type KindRow = { documentId: string; title: string; kind: string };

/** The oldest document of `uid` matching `where`, by its kind's fields. */
export const documentOfKind = (strapi: Core.Strapi, uid: UID.ContentType, where: Record<string, unknown>) =>
  strapi.db.query(uid).findOne({ where, select: ['documentId', 'title', 'kind'], orderBy: { id: 'asc' } }) as Promise<KindRow | null>;

type Rule = {
  uid: UID.ContentType;
  /** The refusal's error code. */
  code: string;
  /** The refusal, in the editors' language, given the title of the document that already holds the kind. */
  message: (existingTitle: string) => string;
};

/**
 * One document per kind of a content type with a `kind` field: a second one, a clone (which copies its
 * source's kind unless it gets another) or an edit to a kind another document holds is refused in the
 * admin, naming the document to edit instead.
 */
export function keepOneDocumentPerKind(strapi: Core.Strapi, { uid, code, message }: Rule) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== uid || !WRITES.has(context.action)) return next();
    const { documentId, data } = context.params as { documentId?: string; data?: { kind?: unknown } };
    const kind = typeof data?.kind === 'string' ? data.kind : documentId ? (await documentOfKind(strapi, uid, { documentId }))?.kind : undefined;
    if (!kind) return next();
    const exceptItself = documentId && context.action !== 'clone' ? { documentId: { $ne: documentId } } : {};
    const other = await documentOfKind(strapi, uid, { kind, ...exceptItself });
    if (other) throw refusal(400, code, message(other.title), { existing: other.documentId });
    return next();
  });
}
