// Share links (/projects/:id, /rewards/:id) answered with that item's preview in <head>, for the
// crawlers that make link previews and run no JavaScript. Every navigation gets it (no user-agent
// sniffing): browsers run the app as before, which sets the same tags itself.
import { readFileSync } from 'node:fs';
import { optionsQuestion, plainText, previewTags, shareImage, trimmed, withPreview } from './link-preview-head.mjs';
import { notFound } from './errors.mjs';
import { askedFor, askPublicApi } from './public-api.mjs';
import { acceptsPage } from './navigation.mjs';

/** A Strapi documentId; anything else is not looked up. */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A slow Strapi must not hold the page back: without the preview it is the generic head. */
const LOOKUP_TIMEOUT_MS = 2000;

/** What each kind of item shares, in the item's language: a lookwhat project opens with its two options by name. */
const SHARED = {
  projects: (project, language) => ({
    title: project.name,
    description: trimmed([optionsQuestion(project, language), plainText(project.description_rt) || project.extract || project.subtitle || ''].filter(Boolean).join(' ')),
    media: project.mainImage ?? project.images?.[0] ?? null,
  }),
  rewards: (reward) => ({
    title: reward.title,
    description: trimmed(reward.text ?? ''),
    media: reward.image ?? reward.thumbnailImage ?? null,
  }),
};

/**
 * Reads one item through Strapi's public API, as the app does (same address, so the same entry of
 * Strapi's public cache: same lifetime, dropped on every content write; drafts never answered).
 * @param {import('./public-api.mjs').Asker} from
 * @returns {Promise<object | null>} null when it is unknown, unpublished or cannot be read now
 */
async function readPublished(apiTarget, kind, id, language, from) {
  try {
    const response = await askPublicApi(apiTarget, `/api/${kind}/${encodeURIComponent(id)}`, { language, from, timeoutMs: LOOKUP_TIMEOUT_MS });
    if (!response.ok) return null;
    const body = await response.json();
    return body && typeof body.data === 'object' && body.data !== null ? body.data : null;
  } catch {
    return null;
  }
}

/**
 * The operator's legal name (GET /api/operator, the environment's: no content, nothing to cache),
 * who publishes every preview's page; null when it cannot be read now (the preview goes without it).
 * @param {import('./public-api.mjs').Asker} from
 * @returns {Promise<string | null>}
 */
async function readPublisher(apiTarget, from) {
  try {
    const response = await fetch(new URL('/api/operator', apiTarget), {
      headers: askedFor(from),
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const legalName = (await response.json())?.data?.legalName;
    return typeof legalName === 'string' && legalName.trim() ? legalName : null;
  } catch {
    return null;
  }
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ apiTarget: string, indexFile: string, publicUrl: string }} options
 * publicUrl: the app's public address; the links and pictures of a preview point there, never at
 * whatever Host a request names (anyone can send any Host).
 */
export async function registerLinkPreviews(app, { apiTarget, indexFile, publicUrl }) {
  const indexHtml = readFileSync(indexFile, 'utf8');
  const origin = new URL(publicUrl).origin;
  for (const kind of Object.keys(SHARED)) {
    app.get(`/${kind}/:id`, async (request, reply) => {
      if (!acceptsPage(request)) return notFound(reply);
      const { id } = /** @type {{ id: string }} */ (request.params);
      const asked = /** @type {{ locale?: string }} */ (request.query)?.locale === 'en' ? 'en' : 'es';
      const [item, publisher] = DOCUMENT_ID.test(id) ? await Promise.all([readPublished(apiTarget, kind, id, asked, request), readPublisher(apiTarget, request)]) : [null, null];
      // An item not published in English comes in Spanish (docs/decisions/i18n/spanish-fallback.md): its preview says so.
      const language = item?.locale === 'es' ? 'es' : asked;
      const shared = item && SHARED[kind](item, language);
      // Unknown or unpublished: the generic head, and the app says it was not found.
      let html = indexHtml;
      if (shared && typeof shared.title === 'string' && shared.title !== '') {
        const url = `${origin}/${kind}/${encodeURIComponent(id)}`;
        html = withPreview(indexHtml, previewTags({ ...shared, image: shareImage(shared.media, origin), url, language, publisher }));
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  }
}
