import type { Core } from '@strapi/strapi';
import { refusal } from '../errors';

const UID = 'api::challenge.challenge';
const WRITES = new Set(['create', 'update', 'clone', 'publish']);

type ChallengeRow = { documentId: string; title: string; kind: string };

/**
 * The server pays one challenge per kind (the `awards` service), so a second challenge of a kind would
 * be listed to members and never pay. The admin refuses it, in the editors' language, naming the one
 * to edit instead. A clone copies its source's kind, so it is refused unless it gets another.
 */
export function keepOneChallengePerKind(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || !WRITES.has(context.action)) return next();
    const { documentId, data } = context.params as { documentId?: string; data?: { kind?: unknown } };
    const kind = typeof data?.kind === 'string' ? data.kind : documentId ? (await rowOf(strapi, { documentId }))?.kind : undefined;
    if (!kind) return next();
    const exceptItself = documentId && context.action !== 'clone' ? { documentId: { $ne: documentId } } : {};
    const other = await rowOf(strapi, { kind, ...exceptItself });
    if (other) {
      throw refusal(
        400,
        'challenge.kindTaken',
        `Ya hay un reto de este tipo: «${other.title}». Cada tipo de reto paga una sola vez, así que otro no pagaría nada: edita ese en lugar de crear uno nuevo.`,
        { existing: other.documentId },
      );
    }
    return next();
  });
}

const rowOf = (strapi: Core.Strapi, where: Record<string, unknown>) =>
  strapi.db.query(UID).findOne({ where, select: ['documentId', 'title', 'kind'], orderBy: { id: 'asc' } }) as Promise<ChallengeRow | null>;

/** A database from before this rule may hold two of a kind: said once at boot, for an editor to merge. */
export async function reportChallengesOfOneKind(strapi: Core.Strapi) {
  const rows = (await strapi.db.query(UID).findMany({ select: ['documentId', 'title', 'kind'], orderBy: { id: 'asc' } })) as ChallengeRow[];
  const byKind = new Map<string, Map<string, string>>();
  for (const row of rows) byKind.set(row.kind, (byKind.get(row.kind) ?? new Map()).set(row.documentId, row.title));
  for (const [kind, documents] of byKind) {
    if (documents.size > 1) {
      strapi.log.warn(`Challenges: ${documents.size} challenges of kind "${kind}" (${[...documents.values()].join(', ')}); only the first one pays. Keep one of them.`);
    }
  }
}
