// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliver, type WireDelivery } from './delivery';
import { reachability, resetConnectivity } from './connectivity';

const URL_ = new URL('http://chispa.test/api/ping');
const json = (body: unknown, status = 200, type = 'application/json; charset=utf-8') => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
const html = (status = 200) => new Response('<html>Welcome to the station Wi-Fi</html>', { status, headers: { 'Content-Type': 'text/html' } });
const marked = (response: Response, fields: Partial<Record<'type' | 'redirected', unknown>>) => {
  for (const [name, value] of Object.entries(fields)) Object.defineProperty(response, name, { value });
  return response;
};
/** The answer's status and body in place of the Response, so that a row can say what it expects. */
const seen = (delivery: WireDelivery) => (delivery.kind === 'answered' ? { kind: delivery.kind, status: delivery.response.status, body: delivery.body } : delivery);
const dropped = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => resetConnectivity());
afterEach(() => vi.useRealTimers());

describe('deliver', () => {
  it.each([
    ['our JSON, 201', () => json({ data: { documentId: 'x' } }, 201), { kind: 'answered', status: 201, body: { data: { documentId: 'x' } } }, 'reachable'],
    ['our refusal, 409', () => json({ error: { status: 409 } }, 409), { kind: 'answered', status: 409, body: { error: { status: 409 } } }, 'reachable'],
    ['our own 500', () => json({ error: { status: 500 } }, 500), { kind: 'answered', status: 500, body: { error: { status: 500 } } }, 'reachable'],
    ['our 429', () => json({ error: { status: 429 } }, 429), { kind: 'answered', status: 429, body: { error: { status: 429 } } }, 'reachable'],
    ['a JSON media type with a suffix', () => json({ ok: true }, 200, 'application/vnd.api+json'), { kind: 'answered', status: 200, body: { ok: true } }, 'reachable'],
    ['JSON null', () => json(null), { kind: 'answered', status: 200, body: null }, 'reachable'],
    ['a captive portal’s page (HTML 200)', () => html(), { kind: 'not-ours', status: 200 }, 'unreachable'],
    ['a 404 page from a proxy', () => html(404), { kind: 'not-ours', status: 404 }, 'unreachable'],
    ['an answer without a type', () => new Response('', { status: 200 }), { kind: 'not-ours', status: 200 }, 'unreachable'],
    ['a redirect to a portal', () => Response.redirect('http://portal.example/login', 302), { kind: 'not-ours', status: 302 }, 'unreachable'],
    ['a redirect not followed (opaque)', () => marked(new Response(null, { status: 200 }), { type: 'opaqueredirect' }), { kind: 'not-ours', status: 200 }, 'unreachable'],
    ['JSON reached through a redirect', () => marked(json({ ok: true }), { redirected: true }), { kind: 'not-ours', status: 200 }, 'unreachable'],
    ['an opaque answer', () => marked(json({ ok: true }), { type: 'opaque' }), { kind: 'not-ours', status: 200 }, 'unreachable'],
    ['a gateway’s 502 in JSON', () => json({ error: { status: 502 } }, 502), { kind: 'not-ours', status: 502 }, 'unreachable'],
    ['a gateway’s 503', () => new Response('Service Unavailable', { status: 503 }), { kind: 'not-ours', status: 503 }, 'unreachable'],
    ['a gateway’s 504 in JSON', () => json({}, 504), { kind: 'not-ours', status: 504 }, 'unreachable'],
    ['a JSON type whose body is not JSON', () => new Response('<html>', { status: 200, headers: { 'Content-Type': 'application/json' } }), { kind: 'not-ours', status: 200 }, 'unreachable'],
    ['a dropped connection', dropped, { kind: 'network' }, 'unreachable'],
  ])('%s', async (_name, answer, expected, state) => {
    resetConnectivity(state === 'reachable' ? 'unreachable' : 'reachable');
    expect(seen(await deliver(URL_, {}, { deadlineMs: 1000, fetch: async () => answer() }))).toEqual(expected);
    expect(reachability()).toBe(state);
  });

  it('passes the caller’s request on as it is, with the deadline’s signal, to the global fetch by default', async () => {
    const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) => json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await deliver(URL_, { method: 'POST', redirect: 'manual', credentials: 'same-origin', body: '{}' }, { deadlineMs: 1000 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(URL_);
    expect(init).toMatchObject({ method: 'POST', redirect: 'manual', credentials: 'same-origin', body: '{}' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('gives up on a request that never answers, and aborts it', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const never = (_url: URL, init: RequestInit) => new Promise<Response>(() => init.signal?.addEventListener('abort', () => (aborted = true)));
    const delivery = deliver(URL_, {}, { deadlineMs: 8000, fetch: never });
    await vi.advanceTimersByTimeAsync(8000);
    expect(await delivery).toEqual({ kind: 'timeout' });
    expect(aborted).toBe(true);
    expect(reachability()).toBe('unreachable');
  });

  it('cuts off an answer whose body stalls', async () => {
    vi.useFakeTimers();
    const stalled = new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"data":')) });
    const delivery = deliver(URL_, {}, { deadlineMs: 20_000, fetch: async () => new Response(stalled, { status: 201, headers: { 'Content-Type': 'application/json' } }) });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await delivery).toEqual({ kind: 'timeout' });
  });

  it.each([
    ['our answer, whatever its body', () => new Response('not json', { status: 429, headers: { 'Content-Type': 'application/json' } }), 'answered', 'reachable'],
    ['a portal’s page', () => html(), 'not-ours', 'unreachable'],
  ])('without reading the body, knows %s', async (_name, answer, kind, state) => {
    resetConnectivity(state === 'reachable' ? 'unreachable' : 'reachable');
    const response = answer();
    const delivery = await deliver(URL_, {}, { deadlineMs: 1000, readBody: false, fetch: async () => response });
    expect(delivery.kind).toBe(kind);
    if (delivery.kind === 'answered') expect(delivery.body).toBeUndefined();
    expect(response.bodyUsed).toBe(false);
    expect(reachability()).toBe(state);
  });
});
