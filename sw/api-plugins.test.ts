// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkboxPlugin } from 'workbox-core';
import { reachability, resetConnectivity } from '../src/offline/outbox/connectivity';
import { apiAnswerPlugin, NotOurServerError } from './api-answer-plugin';
import { CACHE_HIT_HEADER, cacheHitPlugin } from './cache-hit-plugin';
import { isMemberBody, isStrapiBody, validatedJsonPlugin } from './validated-json-plugin';
import { picturesIn } from './picture-sizes';
import { pictureName } from './picture-variants-plugin';
import { withdrawnAnswerPlugin } from './withdrawn-answer-plugin';

const request = new Request('http://chispa.test/api/projects?locale=es');
const event = {} as ExtendableEvent;
const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'Content-Type': 'application/json; charset=utf-8', ...init.headers } });
const portalPage = () => new Response('<html><body>Accept the terms to browse</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
const redirected = (response: Response) => Object.defineProperty(response, 'redirected', { value: true });

/** What the strategy would store: the response, or null when the plugin refuses it. */
async function stored(plugin: WorkboxPlugin, response: Response) {
  return plugin.cacheWillUpdate!({ request, response, event, state: {} });
}

describe('only our JSON is cached', () => {
  const plugin = validatedJsonPlugin(isStrapiBody);

  it('keeps a list and a document in the Strapi shape', async () => {
    expect(await stored(plugin, json({ data: [{ documentId: 'p1' }], meta: { pagination: {} } }))).not.toBeNull();
    expect(await stored(plugin, json({ data: { documentId: 'p1' } }))).not.toBeNull();
  });

  it("never keeps a captive portal's page, a redirect, an opaque answer, an error or someone else's JSON", async () => {
    expect(await stored(plugin, portalPage())).toBeNull();
    expect(await stored(plugin, new Response('{"data":[]}', { status: 200, headers: { 'Content-Type': 'text/html' } }))).toBeNull();
    expect(await stored(plugin, redirected(json({ data: [] })))).toBeNull();
    expect(await stored(plugin, Object.defineProperty(json({ data: [] }), 'type', { value: 'opaque' }))).toBeNull();
    expect(await stored(plugin, json({ data: null, error: { status: 500 } }, { status: 500 }))).toBeNull();
    expect(await stored(plugin, json({ data: [] }, { status: 203 }))).toBeNull();
    expect(await stored(plugin, json({ status: 'ok', portal: true }))).toBeNull();
    expect(await stored(plugin, json({ data: 'text' }))).toBeNull();
    expect(await stored(plugin, new Response('{"data": [', { headers: { 'Content-Type': 'application/json' } }))).toBeNull();
  });

  it("knows the member's own answer, which is not wrapped in { data }", () => {
    expect(isMemberBody({ id: 3, username: 'alba' })).toBe(true);
    expect(isMemberBody({ data: { id: 3 } })).toBe(false);
  });
});

describe("the worker's requests tell the connectivity state", () => {
  beforeEach(() => resetConnectivity('reachable'));
  afterEach(() => vi.useRealTimers());
  const plugin = apiAnswerPlugin(4);
  const succeeded = (response: Response, state = {}) => plugin.fetchDidSucceed!({ request, response, event, state });

  it("an answer from our server means reachable and is passed on", async () => {
    resetConnectivity('unreachable');
    const answer = json({ data: [] });
    expect(await succeeded(answer)).toBe(answer);
    expect(reachability()).toBe('reachable');
  });

  it("a portal's page, a redirect or a gateway's 503 means unreachable, and is turned into a failure (the cache answers instead)", async () => {
    for (const answer of [portalPage(), redirected(json({ data: [] })), json({ error: {} }, { status: 503 })]) {
      resetConnectivity('reachable');
      await expect(succeeded(answer)).rejects.toBeInstanceOf(NotOurServerError);
      expect(reachability()).toBe('unreachable');
    }
  });

  it('a network failure means unreachable', async () => {
    await plugin.fetchDidFail!({ request, originalRequest: request, error: new TypeError('Failed to fetch'), event, state: {} });
    expect(reachability()).toBe('unreachable');
  });

  it("no answer within the strategy's timeout means unreachable; an answer in time does not", async () => {
    vi.useFakeTimers();
    const answered = {};
    await plugin.requestWillFetch!({ request, event, state: answered });
    await vi.advanceTimersByTimeAsync(3000);
    await succeeded(json({ data: [] }), answered);
    await vi.advanceTimersByTimeAsync(5000);
    expect(reachability()).toBe('reachable');

    await plugin.requestWillFetch!({ request, event, state: {} });
    await vi.advanceTimersByTimeAsync(4000);
    expect(reachability()).toBe('unreachable');
  });
});

describe('answers from the cache', () => {
  it('carry X-Chispa-Cache: hit, with their status, headers and body', async () => {
    const cached = json({ data: [1] }, { headers: { Date: 'Mon, 23 Nov 2026 10:00:00 GMT' } });
    const served = await cacheHitPlugin().cachedResponseWillBeUsed!({ cacheName: 'c', request, cachedResponse: cached, event, state: {} });
    expect(served!.headers.get(CACHE_HIT_HEADER)).toBe('hit');
    expect(served!.headers.get('Date')).toBe('Mon, 23 Nov 2026 10:00:00 GMT');
    expect(served!.status).toBe(200);
    expect(await served!.json()).toEqual({ data: [1] });
  });
});

describe('pictures kept for offline', () => {
  it('takes from an answer the smallest size of each picture at least a card wide', () => {
    const picture = (name: string) => ({
      url: `/uploads/${name}.jpg`,
      width: 1600,
      formats: {
        thumbnail: { url: `/uploads/thumbnail_${name}.jpg`, width: 245 },
        small: { url: `/uploads/small_${name}.jpg`, width: 500 },
        medium: { url: `/uploads/medium_${name}.jpg`, width: 750 },
      },
    });
    const body = { data: [{ mainImage: picture('a'), partner: { imagePath: { url: '/uploads/logo.png', width: 160 } } }, { gallery: [picture('b')] }] };
    expect([...picturesIn(body)]).toEqual(['/uploads/small_a.jpg', '/uploads/logo.png', '/uploads/small_b.jpg']);
  });

  it("tells a picture's sizes by their shared name", () => {
    expect(pictureName(new URL('http://chispa.test/uploads/medium_garden_ab12.jpg'))).toBe('garden_ab12.jpg');
    expect(pictureName(new URL('http://chispa.test/uploads/garden_ab12.jpg'))).toBe('garden_ab12.jpg');
    expect(pictureName(new URL('http://chispa.test/api/projects'))).toBeUndefined();
  });
});

describe('an answer our server withdrew is dropped from the cache', () => {
  /** A CacheStorage of one cache, enough for the plugin: keys, delete, put. */
  function fakeCaches() {
    const entries = new Map<string, Response>();
    const cache = {
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      delete: async (key: Request) => entries.delete(key.url),
      put: async (key: string, response: Response) => void entries.set(new Request(key).url, response),
    };
    vi.stubGlobal('caches', { open: async () => cache });
    return { cache, urls: () => [...entries.keys()].map((url) => new URL(url).pathname + new URL(url).search).sort() };
  }
  afterEach(() => vi.unstubAllGlobals());

  const results = (locale: string) => new Request(`http://chispa.test/api/projects/p1/results?locale=${locale}`);
  const refusal = (status: number, code: string) => json({ data: null, error: { status, details: { code } } }, { status });

  it('drops every language of a result once the server says it is hidden, and keeps other addresses', async () => {
    const { cache, urls } = fakeCaches();
    for (const url of ['/api/projects/p1/results?locale=es', '/api/projects/p1/results?locale=en', '/api/projects/p2/results?locale=es', '/api/projects/p1?locale=es']) {
      await cache.put(`http://chispa.test${url}`, json({ data: {} }));
    }
    const plugin = withdrawnAnswerPlugin('public');
    const answer = refusal(403, 'results.hidden');
    expect(await plugin.fetchDidSucceed!({ request: results('es'), response: answer, event, state: {} })).toBe(answer);
    expect(urls()).toEqual(['/api/projects/p1?locale=es', '/api/projects/p2/results?locale=es']);
  });

  it('keeps what it holds for an answer about the member or the moment, or one that is not our server’s', async () => {
    const { cache, urls } = fakeCaches();
    await cache.put('http://chispa.test/api/projects/p1/results?locale=es', json({ data: {} }));
    const plugin = withdrawnAnswerPlugin('public');
    for (const response of [refusal(401, 'auth.unauthorized'), refusal(429, 'rateLimit.exceeded'), json({}, { status: 503 }), portalPage(), new Response('gone', { status: 404, headers: { 'Content-Type': 'text/html' } })]) {
      await plugin.fetchDidSucceed!({ request: results('es'), response, event, state: {} });
    }
    expect(urls()).toEqual(['/api/projects/p1/results?locale=es']);
  });
});
