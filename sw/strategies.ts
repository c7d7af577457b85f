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
 * How many answers and pictures are kept, least recently used first out. The offline catalogue
 * (sw/catalogue) reads at most its request budget (CATALOGUE_BUDGET: 1,200) into these caches, open
 * votings first: the caps leave room beside it for what the member browses, so that the catalogue's
 * own first reads are never the ones pushed out (a cap of 1,000 answers under 1,200 reads dropped
 * every open voting of a city's catalogue: issue 51). The oldest also go first when the browser runs
 * short of space.
 */
export const MAX_ANSWERS = 2000;
export const MAX_PICTURES = 2000;

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
