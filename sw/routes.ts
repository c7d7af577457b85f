import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CACHES } from '../src/offline/cache-names';


const DAY = 24 * 60 * 60;
/** Long enough for a slow phone line, short enough not to keep a member staring at a spinner. */
const NETWORK_TIMEOUT_SECONDS = 4;

const PUBLIC_API = /^\/api\/(projects|partners|challenges|news|banner-configuration|home-section1|home-section2|rewards)(\/|$)/;
const MEMBER_API = /^\/api\/(users\/me|user-project-supports|did-records|participations|form-participations|subscriptions)(\/|$)/;

/** The caching table of docs/architecture.md. Only GETs are routed: writes belong to the outbox. */
export function registerCachingRoutes() {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/locales/'),
    new StaleWhileRevalidate({ cacheName: CACHES.locales, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
  );

  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && PUBLIC_API.test(url.pathname),
    new NetworkFirst({
      cacheName: CACHES.publicData,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY })],
    }),
  );

  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && MEMBER_API.test(url.pathname),
    new NetworkFirst({
      cacheName: CACHES.memberData,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY })],
    }),
  );

  registerRoute(
    ({ request, url, sameOrigin }) => request.destination === 'image' || (sameOrigin && url.pathname.startsWith('/uploads/')),
    new CacheFirst({
      cacheName: CACHES.images,
      plugins: [
        // 0: an opaque answer from another host (a Vimeo poster); cached, but counted against the cap.
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  );
}
