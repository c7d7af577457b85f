import { projectPageFixture } from './fixtures';
import { vi } from 'vitest';
import { compiledCatalog } from './catalogs';

type Handler = (request: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A project page reads its timeline: empty unless a test routes it (issue 52). */
const TIMELINE = /^\/api\/projects\/[^/]+\/timeline$/;
export const emptyTimeline = () => json({ data: [], meta: { pagination: { page: 1, pageSize: 10, pageCount: 0, total: 0 }, progress: null } });

/**
 * Replaces fetch with a router over method + path. Catalog requests are answered from the compiled
 * catalogs; anything unrouted fails the test loudly.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request.clone());
    const url = new URL(request.url);
    const catalog = url.pathname.match(/^\/locales\/(es|en)\/messages\.json$/);
    if (catalog) return json({ messages: compiledCatalog(catalog[1] as 'es' | 'en') });
    const handler = routes[`${request.method} ${url.pathname}`] ?? (request.method === 'GET' && TIMELINE.test(url.pathname) ? emptyTimeline : undefined);
    if (!handler) throw new Error(`unexpected request ${request.method} ${url.pathname}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** What the member's home asks for, answered empty: for tests that land on / after logging in. */
export const emptyHome: Record<string, Handler> = {
  'GET /api/project-search': () => json(projectPageFixture([])),
  'GET /api/user-project-supports': () => json({ data: [] }),
  'GET /api/did-records': () => json({ data: [], meta: { balance: 0 } }),
  'GET /api/home-section1': () => json({ data: null, error: { status: 404 } }, 404),
  'GET /api/home-section2': () => json({ data: null, error: { status: 404 } }, 404),
  'GET /api/banner-configuration': () => json({ data: null, error: { status: 404 } }, 404),
  'GET /api/news': () => json({ data: [] }),
};
