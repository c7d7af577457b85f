import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CACHES } from '../src/offline/cache-names';
import { apiAnswerPlugin } from './api-answer-plugin';
import { cacheHitPlugin } from './cache-hit-plugin';
import { validatedJsonPlugin } from './validated-json-plugin';
import { pictureVariantsPlugin } from './picture-variants-plugin';

const DAY = 24 * 60 * 60;
/** Long enough for a slow phone line, short enough not to keep a member staring at a spinner. */
export const NETWORK_TIMEOUT_SECONDS = 4;

/**
 * How many answers and pictures are kept. The offline catalogue (sw/catalogue) holds every listed
 * document's page in a language with its pictures: the demo's is about 80 reads and 150 pictures, a
 * large campaign a few times that. The storage budget, not this cap, is what bounds it; the oldest
 * go first when the browser runs short of space.
 */
const MAX_ANSWERS = 1000;
const MAX_PICTURES = 1500;

export const pictures = new CacheFirst({
  cacheName: CACHES.images,
  plugins: [
    // 0: an opaque answer from another host (a Vimeo poster); cached, but counted against the cap.
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: MAX_PICTURES, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    pictureVariantsPlugin(CACHES.images),
  ],
});

/** One expiration for the public answers, shared by the browsing route and the catalogue (one cap, one LRU). */
export const publicDataExpiration = new ExpirationPlugin({ maxEntries: MAX_ANSWERS, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true });

/** What every read of our API goes through: connectivity reported, only our server's JSON cached, cache hits marked. */
export const apiPlugins = (isValid: (body: unknown, url: URL) => boolean) => [
  apiAnswerPlugin(NETWORK_TIMEOUT_SECONDS),
  validatedJsonPlugin(isValid),
  cacheHitPlugin(),
];
