import type { Core } from '@strapi/strapi';
import { refusal } from './errors';
import { isContentApiPath } from './normalised-path';

/** Query parameters through which Strapi 5 reads or filters by drafts. */
const PUBLICATION_PARAMS = ['hasPublishedVersion', 'publicationFilter'];

/**
 * `localizations` joins every version of a document's other languages, drafts included: a filter
 * or sort through it tells what a draft says, even though populating it shows published ones only.
 */
function mentionsLocalizations(value: unknown, depth = 0): boolean {
  if (depth > 25) return true; // deeper than any query Strapi parses: refused rather than walked
  const named = (text: string) => text.split(/[.,:\s[\]]/).includes('localizations');
  if (typeof value === 'string') return named(value);
  if (Array.isArray(value)) return value.some((item) => mentionsLocalizations(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => named(key) || mentionsLocalizations(item, depth + 1));
  }
  return false;
}

/** Refuses, with 400 `query.publishedOnly`, a content-API query that asks for anything but published content. */
export function assertPublishedOnlyQuery(query: Record<string, unknown>): void {
  if (query.status !== undefined && query.status !== 'published') {
    throw refusal(400, 'query.publishedOnly', 'Only published content can be read here');
  }
  for (const param of PUBLICATION_PARAMS) {
    if (query[param] !== undefined) throw refusal(400, 'query.publishedOnly', `"${param}" cannot be used here`);
  }
  if (mentionsLocalizations(query)) {
    throw refusal(400, 'query.publishedOnly', 'Other languages are read with "locale", not through "localizations"');
  }
}

const READS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

type RequestContext = { path?: string } | undefined;

// Unpublished content is for editors, who work in the admin panel (`/content-manager`); the content
// API (`/api/…`, whatever the spelling) reads published versions only, whichever parameter or relation asks.

/**
 * The second layer: during a content-API request every Document Service read of a draft-and-publish
 * type is for published versions (the service itself defaults to drafts when no status is given,
 * which a controller or a rule could forget), and the publication filters are dropped. Strapi
 * applies the root's status to populated relations of draft-and-publish types.
 */
export function readPublishedOnlyInContentApi(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const request = strapi.requestContext.get() as RequestContext;
    const draftAndPublish = Boolean(context.contentType?.options?.draftAndPublish);
    if (draftAndPublish && READS.has(context.action) && request?.path !== undefined && isContentApiPath({ path: request.path })) {
      const params: Record<string, unknown> = { ...(context.params as Record<string, unknown>), status: 'published' };
      for (const param of PUBLICATION_PARAMS) delete params[param];
      context.params = params as typeof context.params;
    }
    return next();
  });
}
