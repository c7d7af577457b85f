import type { Core } from '@strapi/strapi';
import { isContentApiPath } from './normalised-path';
import { memoUntilPublicWrite } from './public-memo';
import { PUBLIC_CONTENT } from './public-cache';
import { fillRelationsFromSpanish } from './related-fallback';

/** The language every piece of content is written in first. */
export const FALLBACK_LOCALE = 'es';

type Params = Record<string, unknown> & { locale?: unknown; filters?: Record<string, unknown> };
type RequestContext = { path?: string } | undefined;

/** The documents with a published version in `locale`, per content type, until public content is written. */
const publishedInLocale = (strapi: Core.Strapi) =>
  memoUntilPublicWrite(async (key: string) => {
    const [uid, locale] = key.split(' ');
    const rows = await strapi.db.query(uid as never).findMany({ select: ['documentId'], where: { locale, publishedAt: { $notNull: true } } });
    return (rows as { documentId: string }[]).map((row) => row.documentId);
  });

/** Filters for `locale` where a document has it, else the document's Spanish version (never both). */
function inLocaleOrSpanish(translated: string[], locale: string, filters: Record<string, unknown> | undefined) {
  const spanish = translated.length ? { locale: FALLBACK_LOCALE, documentId: { $notIn: translated } } : { locale: FALLBACK_LOCALE };
  const languages = { $or: [{ locale }, spanish] };
  return filters && Object.keys(filters).length ? { $and: [filters, languages] } : languages;
}

/**
 * Content a member's language lacks is answered in Spanish (docs/decisions/i18n/spanish-fallback.md, "Issue 28: content
 * falls back to Spanish"). During a content-API request, a read of public content in another language
 * gets, for each document with no published version in that language, its Spanish version instead:
 * lists and counts read both languages at once (so sort, filters and pages still apply, and a document
 * is listed once), a single read or a single type tries the language, then Spanish. Every answer keeps
 * its own `locale`, which tells the app to mark it `lang="es"`. Only published versions are read
 * (lib/published-only): a draft translation falls back to the published Spanish one. Related items
 * a translated item lacks in its language come in Spanish too (related-fallback.ts).
 */
export function fallBackToSpanishInContentApi(strapi: Core.Strapi) {
  const publishedIn = publishedInLocale(strapi);
  strapi.documents.use(async (context, next) => {
    const params = (context.params ?? {}) as Params;
    const { locale } = params;
    const request = strapi.requestContext.get() as RequestContext;
    if (
      !PUBLIC_CONTENT.has(context.uid) ||
      typeof locale !== 'string' ||
      locale === FALLBACK_LOCALE ||
      locale === '*' ||
      request?.path === undefined ||
      !isContentApiPath({ path: request.path })
    ) {
      return next();
    }
    if (context.action === 'findMany' || context.action === 'count') {
      context.params = { ...params, locale: '*', filters: inLocaleOrSpanish(await publishedIn(`${context.uid} ${locale}`), locale, params.filters) } as typeof context.params;
      const listed = await next();
      if (context.action === 'findMany') await fillRelationsFromSpanish(strapi, context.uid, listed, params.populate, FALLBACK_LOCALE);
      return listed;
    }
    if (context.action === 'findOne' || context.action === 'findFirst') {
      const found = await next();
      if (found) {
        await fillRelationsFromSpanish(strapi, context.uid, found, params.populate, FALLBACK_LOCALE);
        return found;
      }
      const documents = strapi.documents(context.uid);
      const inSpanish = { ...params, locale: FALLBACK_LOCALE } as never;
      return context.action === 'findOne' ? documents.findOne(inSpanish) : documents.findFirst(inSpanish);
    }
    return next();
  });
}
