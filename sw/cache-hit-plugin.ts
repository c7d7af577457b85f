import type { WorkboxPlugin } from 'workbox-core';

/** Marks an answer the worker served from its cache, so the page does not take it as news from the server. */
export const CACHE_HIT_HEADER = 'X-Chispa-Cache';

export function markedAsCached(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(CACHE_HIT_HEADER, 'hit');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export const cacheHitPlugin = (): WorkboxPlugin => ({
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? markedAsCached(cachedResponse) : cachedResponse),
});
