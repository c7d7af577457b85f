import type { Core } from '@strapi/strapi';
import { PUBLIC_CONTENT } from './public-cache';

type Doc = Record<string, unknown> & { documentId?: unknown; locale?: unknown };
type Attribute = { type?: string; relation?: string; target?: string };

const TO_ONE = new Set(['oneToOne', 'manyToOne']);
const TO_MANY = new Set(['oneToMany', 'manyToMany']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The relations to public content a type has, each with whether it holds one item or a list. */
function publicRelations(strapi: Core.Strapi, uid: string): Map<string, 'one' | 'many'> {
  const attributes = (strapi.getModel(uid as never) as { attributes?: Record<string, Attribute> } | undefined)?.attributes ?? {};
  const relations = new Map<string, 'one' | 'many'>();
  for (const [name, attribute] of Object.entries(attributes)) {
    // A document's other languages (i18n's `localizations`) are not related items.
    if (name === 'localizations' || attribute.type !== 'relation' || !attribute.target || !PUBLIC_CONTENT.has(attribute.target)) continue;
    if (TO_ONE.has(attribute.relation ?? '')) relations.set(name, 'one');
    else if (TO_MANY.has(attribute.relation ?? '')) relations.set(name, 'many');
  }
  return relations;
}

/** Which of `relations` a read populates, each with its own populate (fields gain `locale`, which tells the app the language). */
function populatedOf(populate: unknown, relations: Map<string, 'one' | 'many'>): Map<string, unknown> {
  const names = [...relations.keys()];
  if (populate === '*' || populate === true) return new Map(names.map((name) => [name, true]));
  const listed = typeof populate === 'string' ? populate.split(',') : Array.isArray(populate) ? populate : null;
  if (listed) return new Map(names.filter((name) => listed.includes(name)).map((name) => [name, true]));
  if (!isRecord(populate)) return new Map();
  const asked = new Map<string, unknown>();
  for (const name of names) {
    const own = populate[name];
    if (own === undefined || own === false) continue;
    asked.set(name, isRecord(own) && Array.isArray(own.fields) ? { ...own, fields: [...new Set([...own.fields, 'locale'])] } : own);
  }
  return asked;
}

/**
 * Related items fall back too (issue 52): Strapi links each language version of a document to the
 * same language of the documents it relates to, so an English project whose reward (or partner)
 * exists only in Spanish came with no reward. For the items of a read in another language than
 * `fallbackLocale`, each populated relation to public content that came empty is filled from the
 * document's published Spanish version; a list (a partner's projects) gains the items only the
 * Spanish version lists. One read of the Spanish versions for the whole answer, published only; the
 * items taken keep their own `locale`, which the app marks as `lang`.
 */
export async function fillRelationsFromSpanish(strapi: Core.Strapi, uid: string, found: unknown, populate: unknown, fallbackLocale: string): Promise<void> {
  const docs = (Array.isArray(found) ? found : [found]).filter(isRecord) as Doc[];
  const relations = publicRelations(strapi, uid);
  if (!relations.size || !docs.length) return;
  const asked = populatedOf(populate, relations);
  if (!asked.size) return;
  const lacking = docs.filter(
    (doc) => typeof doc.documentId === 'string' && doc.locale !== fallbackLocale && [...asked.keys()].some((name) => relations.get(name) === 'many' || doc[name] == null),
  );
  if (!lacking.length) return;
  const spanish = (await strapi.documents(uid as never).findMany({
    locale: fallbackLocale,
    status: 'published',
    filters: { documentId: { $in: lacking.map((doc) => doc.documentId) } },
    fields: ['locale'],
    populate: Object.fromEntries(asked),
    limit: lacking.length,
  } as never)) as unknown as Doc[];
  const byDocument = new Map(spanish.map((doc) => [doc.documentId, doc]));
  for (const doc of lacking) {
    const inSpanish = byDocument.get(doc.documentId);
    if (!inSpanish) continue;
    for (const name of asked.keys()) {
      const theirs = inSpanish[name];
      if (relations.get(name) === 'one') {
        if (doc[name] == null && theirs != null) doc[name] = theirs;
      } else if (Array.isArray(theirs) && (doc[name] == null || Array.isArray(doc[name]))) {
        const mine = (doc[name] ?? []) as Doc[];
        const listed = new Set(mine.map((item) => item?.documentId));
        doc[name] = [...mine, ...(theirs as Doc[]).filter((item) => !listed.has(item?.documentId))];
      }
    }
  }
}
