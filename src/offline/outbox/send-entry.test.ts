// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEND_TIMEOUT_MS, sendEntry } from './send-entry';
import type { OutboxEntry } from './db';
import type { KindData } from './entry-schemas';
import { onReachabilityChange, reachability, resetConnectivity } from './connectivity';

const ID = '1b4e28ba-2fa1-4d3b-883f-0016d3cca427';
const entry = (data: KindData, locale?: string): OutboxEntry => ({ ...data, id: ID, userId: 1, locale, createdAt: 1, attempts: 0, nextAttemptAt: 0 });
const json = (body: unknown, status = 201, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers } });
const PROOF = { data: { documentId: 'x1' }, meta: { replayed: false } };
const VOTE: KindData = { kind: 'vote', payload: { support: 1, project: 'p1' }, meta: {} };
const FORM: KindData = {
  kind: 'formParticipation',
  payload: { rewardId: 'r1', city: 'Vic', phone: '600000000', option: 1, legal: true, acceptPolicy: true },
  meta: {},
};

beforeEach(() => resetConnectivity());
afterEach(() => vi.useRealTimers());

describe('outbox requests (spec §7)', () => {
  it.each([
    [VOTE, 'es', '/api/user-project-supports', { data: { support: 1, project: 'p1' } }],
    [{ kind: 'participation', payload: { rewardId: 'r1', amount: 2 }, meta: {} } as KindData, 'en', '/api/participations', { rewardId: 'r1', amount: 2, locale: 'en' }],
    [FORM, 'es', '/api/form-participations', { ...FORM.payload, locale: 'es' }],
  ])('sends a %o in the member’s language to %s with the bearer and the Idempotency-Key', async (data, locale, path, body) => {
    const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) => json(PROOF));
    vi.stubGlobal('fetch', fetchMock);
    const delivery = await sendEntry(entry(data, locale), 'token-1', 'xsrf-1', 'http://chispa.test');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url.pathname).toBe(path);
    expect(url.searchParams.get('locale')).toBe(locale);
    expect(init.method).toBe('POST');
    expect(init.redirect).toBe('manual');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Idempotency-Key')).toBe(ID);
    expect(headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
    expect(JSON.parse(String(init.body))).toEqual(body);
    expect(delivery).toEqual({ kind: 'delivered', status: 201, body: PROOF });
  });

  it.each([
    ['a captive portal’s page (HTML 200)', () => new Response('<html>Welcome to the station Wi-Fi</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }), 'unproven'],
    ['a redirect to a portal', () => Response.redirect('http://portal.example/login', 302), 'unproven'],
    ['JSON that is not its record', () => json({ ok: true }, 200), 'unproven'],
    ['a gateway’s 502', () => json({ error: { status: 502 } }, 502), 'server'],
    ['a 503 page', () => new Response('Service Unavailable', { status: 503 }), 'server'],
    ['a 500 from our server', () => json({ data: null, error: { status: 500, details: {} } }, 500), 'server'],
    ['a 404 page from somewhere else', () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/html' } }), 'unproven'],
  ])('tries again after %s, which proves nothing', async (_name, answer, reason) => {
    vi.stubGlobal('fetch', vi.fn(async () => answer()));
    expect(await sendEntry(entry(VOTE), 't', undefined, 'http://chispa.test')).toMatchObject({ kind: 'retry', reason });
  });

  it('settles on our server’s refusal with its code, and tells auth failures apart', async () => {
    const refusal = (status: number, code: string) => json({ data: null, error: { status, name: 'Error', message: '', details: { code } } }, status);
    vi.stubGlobal('fetch', vi.fn(async () => refusal(409, 'vote.errors.closed')));
    expect(await sendEntry(entry(VOTE), 't', undefined, 'http://chispa.test')).toEqual({ kind: 'refused', status: 409, code: 'vote.errors.closed' });
    vi.stubGlobal('fetch', vi.fn(async () => refusal(401, 'auth.unauthorized')));
    expect(await sendEntry(entry(VOTE), 't', undefined, 'http://chispa.test')).toEqual({ kind: 'auth', status: 401 });
    vi.stubGlobal('fetch', vi.fn(async () => refusal(429, 'throttle.tooMany')));
    expect(await sendEntry(entry(VOTE), 't', undefined, 'http://chispa.test')).toMatchObject({ kind: 'retry', reason: 'server' });
  });

  it('gives up on a request that never answers after SEND_TIMEOUT_MS, and says the server is unreachable', async () => {
    vi.useFakeTimers();
    let aborted = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: URL, init: RequestInit) =>
          new Promise(() => {
            init.signal?.addEventListener('abort', () => (aborted = true));
          }),
      ),
    );
    const changes: string[] = [];
    onReachabilityChange((state) => changes.push(state));
    const delivery = sendEntry(entry(VOTE), 't', undefined, 'http://chispa.test');
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    expect(await delivery).toEqual({ kind: 'retry', reason: 'timeout' });
    expect(aborted).toBe(true);
    expect(changes).toEqual(['unreachable']);
  });

  it('cuts off an answer whose body stalls', async () => {
    vi.useFakeTimers();
    const stalled = new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"data":')) });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(stalled, { status: 201, headers: { 'Content-Type': 'application/json' } })));
    const delivery = sendEntry(entry(VOTE), 't', undefined, 'http://chispa.test');
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    expect(await delivery).toEqual({ kind: 'retry', reason: 'timeout' });
  });

  it('tells the connectivity state: a network failure is unreachable, our server’s answer reachable', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await sendEntry(entry(VOTE), 't', undefined, 'http://chispa.test')).toEqual({ kind: 'retry', reason: 'offline' });
    expect(reachability()).toBe('unreachable');
    vi.stubGlobal('fetch', vi.fn(async () => json(PROOF)));
    await sendEntry(entry(VOTE), 't', undefined, 'http://chispa.test');
    expect(reachability()).toBe('reachable');
  });
});
