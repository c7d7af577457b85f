import type { WorkboxPlugin } from 'workbox-core';

/** The sizes Strapi makes of an upload, as prefixes of the original's file name. */
const FORMAT_PREFIX = /^(thumbnail|small|medium|large)_/;

/** `/uploads/small_garden_ab12.jpg` → `garden_ab12.jpg`: the name shared by a picture's sizes. */
export function pictureName(url: URL): string | undefined {
  const match = /^\/uploads\/([^/]+)$/.exec(url.pathname);
  return match ? match[1]!.replace(FORMAT_PREFIX, '') : undefined;
}

/**
 * A picture that cannot be fetched and is not cached in the size asked for is served in another
 * size that is (the browser picks a size from `srcset` by the viewport and the screen's density, so
 * offline it can ask for one it never downloaded): better a picture a little soft than none.
 */
export function pictureVariantsPlugin(cacheName: string): WorkboxPlugin {
  return {
    handlerDidError: async ({ request }) => {
      const url = new URL(request.url);
      const name = pictureName(url);
      if (!name || url.origin !== self.location.origin) return undefined;
      const cache = await caches.open(cacheName);
      for (const key of await cache.keys()) {
        const cachedUrl = new URL(key.url);
        if (cachedUrl.origin === url.origin && pictureName(cachedUrl) === name) {
          const cached = await cache.match(key);
          if (cached) return cached;
        }
      }
      return undefined;
    },
  };
}
