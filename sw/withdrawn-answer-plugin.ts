import type { WorkboxPlugin } from 'workbox-core';
import { isFromOurServer } from '../src/offline/outbox/connectivity';

/**
 * Our server's refusals that mean an address no longer shows what was cached for it: a document
 * unpublished (404, 410), a result an editor hid or that is not due any more (403 `results.hidden`,
 * 409 `results.notYet`). Never an answer about the member or the moment (401, 429, 5xx).
 */
const WITHDRAWN = new Set([403, 404, 409, 410]);

/**
 * When our server answers an address with one of those, every copy cached for it, in any language,
 * goes: offline, the page then says it has nothing for it rather than show what was withdrawn.
 */
export function withdrawnAnswerPlugin(cacheName: string): WorkboxPlugin {
  return {
    fetchDidSucceed: async ({ request, response }) => {
      if (WITHDRAWN.has(response.status) && isFromOurServer(response)) {
        const cache = await caches.open(cacheName);
        const { pathname } = new URL(request.url);
        const copies = (await cache.keys()).filter((key) => new URL(key.url).pathname === pathname);
        await Promise.all(copies.map((key) => cache.delete(key)));
      }
      return response;
    },
  };
}
