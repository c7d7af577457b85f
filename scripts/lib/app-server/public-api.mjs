// Strapi's public API as the app asks it (same address, so the same entry of Strapi's public cache),
// for the pages the app server fills in itself (link previews, the home page's first section).

/**
 * @param {string} apiTarget Strapi's address
 * @param {string} path e.g. `/api/home-section1`
 * @param {{ language: string, from: Asker, timeoutMs: number }} options
 * @returns {Promise<Response>} rejects when Strapi cannot be reached in time
 */
export function askPublicApi(apiTarget, path, { language, from, timeoutMs }) {
  const url = new URL(path, apiTarget);
  url.searchParams.set('populate', 'all');
  url.searchParams.set('locale', language);
  return fetch(url, { headers: askedFor(from), signal: AbortSignal.timeout(timeoutMs) });
}

/** @typedef {{ ip: string, id: string }} Asker the request the app server asks Strapi for: its client's address and its id (Fastify's request has both) */

/**
 * The headers of a request to Strapi made for a member's request: their address (Strapi's throttles)
 * and the request's id, so that Strapi's log lines of it carry the same id as the app server's.
 * @param {Asker} from
 */
export const askedFor = (from) => ({ accept: 'application/json', 'x-forwarded-for': from.ip, 'x-request-id': from.id });
