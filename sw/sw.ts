/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { cacheLoadedUrls, registerCachingRoutes } from './routes';
import { flushFromWorker } from './sync';
import { registerPushHandlers } from './push';
import { SYNC_TAG } from '../src/offline/outbox/channel';
import { CATALOGUE_MESSAGE, readCatalogueAsk } from '../src/offline/catalogue/catalogue-ask';
import { refreshCatalogue } from './catalogue/refresh';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Deep links open offline: every navigation gets the app shell, except the server's own pages and files.
const NOT_APP_PAGES = [/^\/api\//, /^\/uploads\//, /^\/dev\//, /^\/admin/, /\/[^/?]+\.[^/]+$/];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_APP_PAGES }));
registerCachingRoutes();
registerPushHandlers();

// The first install takes the open pages at once (so they work offline from the first visit); a later
// version waits for the member to accept it (SKIP_WAITING from the page's update prompt).
clientsClaim();

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown; ask?: unknown } | null;
  const type = data?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'FLUSH_OUTBOX') event.waitUntil(flushFromWorker());
  if (type === CATALOGUE_MESSAGE) {
    const ask = readCatalogueAsk(data?.ask);
    if (ask) event.waitUntil(refreshCatalogue(ask, event));
  }
  if (type === 'CACHE_LOADED') {
    // The page waits for the answer (workbox-window's messageSW); it is sent once all are stored.
    event.waitUntil(cacheLoadedUrls(data?.urls, event).then(() => event.ports[0]?.postMessage({ cached: true })));
  }
});

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(flushFromWorker({ failIfLeft: !event.lastChance }));
});
