import type { Core } from '@strapi/strapi';
import { refusal } from '../errors';
import { LEGAL_TEXT_UID } from './model';

const WRITES = new Set(['create', 'update', 'clone', 'publish']);

type TextRow = { documentId: string; title: string; kind: string };

const rowOf = (strapi: Core.Strapi, where: Record<string, unknown>) =>
  strapi.db.query(LEGAL_TEXT_UID).findOne({ where, select: ['documentId', 'title', 'kind'], orderBy: { id: 'asc' } }) as Promise<TextRow | null>;

/**
 * One document per kind: the app reads a text by its kind, and its versions are numbered per kind. A
 * second legal notice (or a clone, or an edit to a kind another document holds) is refused in the
 * editors' language, naming the one to edit instead; each language is a translation of that one.
 */
export function keepOneLegalTextPerKind(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== LEGAL_TEXT_UID || !WRITES.has(context.action)) return next();
    const { documentId, data } = context.params as { documentId?: string; data?: { kind?: unknown } };
    const kind = typeof data?.kind === 'string' ? data.kind : documentId && context.action === 'clone' ? (await rowOf(strapi, { documentId }))?.kind : undefined;
    if (!kind) return next();
    const exceptItself = documentId && context.action !== 'clone' ? { documentId: { $ne: documentId } } : {};
    const other = await rowOf(strapi, { kind, ...exceptItself });
    if (other) {
      throw refusal(
        400,
        'legalText.kindTaken',
        `Ya hay un texto legal de este tipo: «${other.title}». Cada texto legal es un solo documento con sus idiomas y sus versiones: edita ese en lugar de crear otro.`,
        { existing: other.documentId },
      );
    }
    return next();
  });
}
