import type { Core } from '@strapi/strapi';
import { keepOneDocumentPerKind } from '../one-document-per-kind';

const UID = 'api::challenge.challenge';

type ChallengeRow = { documentId: string; title: string; kind: string };

/**
 * The server pays one challenge per kind (the `awards` service), so a second challenge of a kind would
 * be listed to members and never pay. The admin refuses it, in the editors' language, naming the one
 * to edit instead (lib/one-document-per-kind.ts).
 */
export function keepOneChallengePerKind(strapi: Core.Strapi) {
  keepOneDocumentPerKind(strapi, {
    uid: UID,
    code: 'challenge.kindTaken',
    message: (title) => `Ya hay un reto de este tipo: «${title}». Cada tipo de reto paga una sola vez, así que otro no pagaría nada: edita ese en lugar de crear uno nuevo.`,
  });
}

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
