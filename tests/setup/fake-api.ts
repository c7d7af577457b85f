import { projectPageFixture } from './fixtures';
import { vi } from 'vitest';
import { compiledCatalog } from './catalogs';
import { DEMO_IDENTITY } from '../../server/src/lib/operator/identity';

type Handler = (request: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An answer as the service worker gives it from its cache: it says nothing about the network. */
function fromCache(body: unknown): Response {
  const response = json(body);
  response.headers.set('X-Chispa-Cache', 'hit');
  return response;
}

/** A project page reads its timeline (issue 52): empty unless a test routes it. */
const TIMELINE = /^\/api\/projects\/[^/]+\/timeline$/;
const EMPTY_TIMELINE = { data: [], meta: { pagination: { page: 1, pageSize: 10, pageCount: 0, total: 0 }, progress: null } };

/** The footer names the operator on every page: the demo's, as development's server answers. */
const OPERATOR = '/api/operator';
export const DEMO_OPERATOR = DEMO_IDENTITY;

/**
 * What pages read besides their own data (the footer's operator, the header's inbox counter, a
 * project page's timeline and follow button, the profile's followed projects, the legal texts a member
 * must accept), answered as the demo's operator, "nothing unread", "no updates", "not followed",
 * "following nothing" and "nothing to accept" unless a test routes it itself;
 * answered as if from the worker's cache, so that a test of a network gone stays offline.
 */
function frameRead(method: string, pathname: string): Handler | undefined {
  if (method !== 'GET') return undefined;
  if (TIMELINE.test(pathname)) return () => fromCache(EMPTY_TIMELINE);
  if (pathname === '/api/inbox/unread') return () => fromCache({ data: { unread: 0 } });
  if (pathname === OPERATOR) return () => fromCache({ data: DEMO_OPERATOR });
  if (pathname === '/api/follows') return () => fromCache({ data: [] });
  if (pathname === '/api/legal-acceptances/pending') return () => fromCache({ data: [] });
  const follow = pathname.match(/^\/api\/follows\/([^/]+)$/);
  if (follow) return () => fromCache({ data: { project: decodeURIComponent(follow[1]!), following: false, source: null } });
  return undefined;
}

/**
 * Replaces fetch with a router over method + path. Catalog requests are answered from the compiled
 * catalogs; anything unrouted fails the test loudly.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    // Every page's footer reads the operator: not one of the calls a test asks its page about.
    if (url.pathname !== OPERATOR) calls.push(request.clone());
    const catalog = url.pathname.match(/^\/locales\/(es|en)\/messages\.json$/);
    if (catalog) return json({ messages: compiledCatalog(catalog[1] as 'es' | 'en') });
    const handler = routes[`${request.method} ${url.pathname}`] ?? frameRead(request.method, url.pathname);
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
