import type { WorkboxPlugin } from 'workbox-core';
import type { Strategy } from 'workbox-strategies';
import { picturesIn } from './picture-sizes';

/**
 * Once a list or a page's data is stored for offline, the pictures it shows are stored too, through
 * the pictures' own strategy (so their cache's cap and age apply): a picture lazily loaded below the
 * fold, never scrolled to online, is then there offline. One at a time, so as not to compete with
 * what the page is loading.
 */
export function pictureWarmupPlugin(pictures: () => Strategy): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ newResponse, event }) => {
      let body: unknown;
      try {
        body = await newResponse.clone().json();
      } catch {
        return;
      }
      for (const url of picturesIn(body)) {
        const request = new Request(new URL(url, self.location.href).href);
        const [response, done] = pictures().handleAll({ request, event });
        await Promise.all([response.catch(() => undefined), done.catch(() => undefined)]);
      }
    },
  };
}
