// Strapi's public API as the app asks it (same address, so the same entry of Strapi's public cache),
// for the pages the app server fills in itself (link previews, the home page's first section).

/**
 * @param {string} apiTarget Strapi's address
 * @param {string} path e.g. `/api/home-section1`
 * @param {{ language: string, clientIp: string, timeoutMs: number }} options
 * @returns {Promise<Response>} rejects when Strapi cannot be reached in time
 */
export function askPublicApi(apiTarget, path, { language, clientIp, timeoutMs }) {
  const url = new URL(path, apiTarget);
  url.searchParams.set('populate', 'all');
  url.searchParams.set('locale', language);
  return fetch(url, { headers: { accept: 'application/json', 'x-forwarded-for': clientIp }, signal: AbortSignal.timeout(timeoutMs) });
}
