import type { WorkboxPlugin } from 'workbox-core';
import { markedAsCached } from './cache-hit-plugin';

const LANGUAGES = ['es', 'en'];

/**
 * When a read fails with nothing cached in the language asked for (the member switched language
 * offline), the same read cached in the other language is served instead: the content the member
 * was looking at stays on screen, in the language it was read in, until the connection is back.
 */
export function otherLanguagePlugin(cacheName: string): WorkboxPlugin {
  return {
    handlerDidError: async ({ request }) => {
      const url = new URL(request.url);
      const asked = url.searchParams.get('locale');
      if (!asked) return undefined;
      const cache = await caches.open(cacheName);
      for (const language of LANGUAGES.filter((candidate) => candidate !== asked)) {
        url.searchParams.set('locale', language);
        const cached = await cache.match(url.href);
        if (cached) return markedAsCached(cached);
      }
      return undefined;
    },
  };
}
