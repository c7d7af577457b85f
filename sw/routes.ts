import { registerRoute } from 'workbox-routing';
import type { RouteMatchCallback } from 'workbox-core';
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CACHES } from '../src/offline/cache-names';
import { isCatalogBody, isMemberBody, isStrapiBody, validatedJsonPlugin } from './validated-json-plugin';
import { otherLanguagePlugin } from './other-language-plugin';
import { memberKeyPlugin } from './member-key-plugin';
import { pictureWarmupPlugin } from './picture-warmup-plugin';
import { withdrawnAnswerPlugin } from './withdrawn-answer-plugin';
import { apiPlugins, NETWORK_TIMEOUT_SECONDS, pictures, publicDataExpiration } from './strategies';

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;

// The operator's identity (the footer's line) and the legal texts are public like the content: offline, the last one read.
const PUBLIC_API = /^\/api\/((projects|project-results|project-search|partners|challenges|news|banner-configuration|home-section1|home-section2|rewards|legal-texts)(\/|$)|draws\/[^/]+$|operator$)/;
// The list of followed projects, not each project's follow state: one per project page would crowd out the rest
// (the persisted query keeps it, and changing it needs a connection anyway).
const MEMBER_API = /^\/api\/((users\/me|user-project-supports|did-records|participations|form-participations|subscriptions|inbox)(\/|$)|follows$|draws\/[^/]+\/mine$|gifts\/mine$)/;
// What a member must accept now: never kept (an old "nothing" must not hide a new text), yet asked
// through the worker like the rest, so that a page the browser holds offline while the worker is
// online (DevTools' page-only switch) reads it as the rest, rather than fail and say offline.
const MEMBER_LIVE_API = /^\/api\/legal-acceptances\/pending$/;

/**
 * One row of the caching table. `catchUp`: what a page loaded before the worker controlled it can
 * be put through this row afterwards (see cacheLoadedUrls); not the member's own data, which needs
 * the member's credentials.
 */
type CachingRoute = { match: RouteMatchCallback; strategy: Strategy; catchUp: boolean };

/** The caching table of docs/architecture.md. Only GETs are routed: writes belong to the outbox. */
const CACHING_TABLE: CachingRoute[] = [
  {
    match: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/locales/'),
    strategy: new StaleWhileRevalidate({ cacheName: CACHES.locales, plugins: [validatedJsonPlugin(isCatalogBody)] }),
    catchUp: true,
  },
  {
    match: ({ url, sameOrigin }) => sameOrigin && PUBLIC_API.test(url.pathname),
    strategy: new NetworkFirst({
      cacheName: CACHES.publicData,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        ...apiPlugins(isStrapiBody),
        withdrawnAnswerPlugin(CACHES.publicData),
        publicDataExpiration,
        otherLanguagePlugin(CACHES.publicData),
        pictureWarmupPlugin(() => pictures),
      ],
    }),
    catchUp: true,
  },
  {
    match: ({ url, sameOrigin }) => sameOrigin && MEMBER_API.test(url.pathname),
    strategy: new NetworkFirst({
      cacheName: CACHES.memberData,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        memberKeyPlugin,
        ...apiPlugins((body, url) => (url.pathname === '/api/users/me' ? isMemberBody(body) : isStrapiBody(body))),
        new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY }),
      ],
    }),
    catchUp: false,
  },
  {
    match: ({ url, sameOrigin }) => sameOrigin && MEMBER_LIVE_API.test(url.pathname),
    strategy: new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
    catchUp: false,
  },
  {
    match: ({ request, url, sameOrigin }) => request.destination === 'image' || (sameOrigin && url.pathname.startsWith('/uploads/')),
    strategy: pictures,
    catchUp: true,
  },
];

export function registerCachingRoutes() {
  for (const { match, strategy } of CACHING_TABLE) registerRoute(match, strategy);
}

/** At most this many addresses are taken from one page's list. */
const MAX_CATCH_UP = 300;

/**
 * Puts through the caching table what a page loaded before this worker controlled it (the first
 * visit: the page registers the worker once it has settled), so that its data and pictures are
 * there offline too. Other origins, unknown addresses and the member's own data are left out.
 */
export function cacheLoadedUrls(urls: unknown, event: ExtendableEvent): Promise<unknown> {
  if (!Array.isArray(urls)) return Promise.resolve();
  const finished = urls.slice(0, MAX_CATCH_UP).flatMap((href) => {
    if (typeof href !== 'string') return [];
    let url: URL;
    try {
      url = new URL(href, self.location.href);
    } catch {
      return [];
    }
    if (url.origin !== self.location.origin) return [];
    const request = new Request(url.href);
    const row = CACHING_TABLE.find(({ match, catchUp }) => catchUp && match({ url, request, event, sameOrigin: true }));
    if (!row) return [];
    const [response, done] = row.strategy.handleAll({ request, event });
    return [response.catch(() => undefined), done.catch(() => undefined)];
  });
  return Promise.all(finished);
}
