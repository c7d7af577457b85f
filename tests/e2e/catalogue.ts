import type { Page } from 'playwright-core';
import { CACHES } from '../../src/offline/cache-names';
import { CATALOGUE_STATE_URL, type CatalogueState } from '../../src/offline/catalogue/catalogue-ask';

/** What the worker's last catalogue run recorded (null before its first). */
export function catalogueState(page: Page): Promise<CatalogueState | null> {
  return page.evaluate(
    async ({ cacheName, key }) => {
      const stored = await (await caches.open(cacheName)).match(key);
      return stored ? ((await stored.json()) as CatalogueState) : null;
    },
    { cacheName: CACHES.catalogue, key: CATALOGUE_STATE_URL },
  );
}

export { listedRoutes, type ListedRoute } from '../../scripts/lib/catalogue-routes.mjs';
