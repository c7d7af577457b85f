// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendBatch } from './send-batch';
import type { OutboxEntry } from './db';
import { resetConnectivity } from './connectivity';

const IDS = ['1b4e28ba-2fa1-4d3b-883f-0016d3cca427', '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b'];
const entries: OutboxEntry[] = IDS.map((id, i) => ({
  kind: 'participation',
  payload: { rewardId: 'r1', amount: i + 1 },
  meta: {},
  id,
  userId: 1,
  locale: 'es',
  createdAt: i,
  attempts: 0,
  nextAttemptAt: 0,
}));
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
const proof = (documentId: string) => ({ data: { documentId }, meta: { replayed: false } });
const refusal = (status: number, code: string) => ({ data: null, error: { status, name: 'Error', message: code, details: { code } } });
const send = () => sendBatch(entries, 'token-1', 'xsrf-1', 'http://chispa.test');

beforeEach(() => resetConnectivity());
afterEach(() => vi.unstubAllGlobals());

describe('sendBatch (POST /api/participations/batch)', () => {
  it('sends each entry with its id as key and the body its own request would have, with the bearer', async () => {
    const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) =>
      json({ data: [{ key: IDS[0], status: 201, body: proof('a') }, { key: IDS[1], status: 409, body: refusal(409, 'rewardParticipation.errors.notEnoughDIDs') }] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await send()).toEqual({
      kind: 'each',
      deliveries: [
        { kind: 'delivered', status: 201, body: proof('a') },
        { kind: 'refused', status: 409, code: 'rewardParticipation.errors.notEnoughDIDs' },
      ],
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url.pathname).toBe('/api/participations/batch');
    expect(init.redirect).toBe('manual');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
    expect(JSON.parse(String(init.body))).toEqual({
      entries: [
        { key: IDS[0], body: { rewardId: 'r1', amount: 1, locale: 'es' } },
        { key: IDS[1], body: { rewardId: 'r1', amount: 2, locale: 'es' } },
      ],
    });
  });

  it.each([
    ['a captive portal’s page', () => new Response('<html>Wi-Fi</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }), { kind: 'retry', reason: 'unproven', status: 200 }],
    ['answers for other entries', () => json({ data: [{ key: IDS[1], status: 201, body: proof('a') }, { key: IDS[0], status: 201, body: proof('b') }] }), { kind: 'retry', reason: 'unproven', status: 200 }],
    ['fewer answers than entries', () => json({ data: [{ key: IDS[0], status: 201, body: proof('a') }] }), { kind: 'retry', reason: 'unproven', status: 200 }],
    ['a gateway’s 502', () => new Response('Bad gateway', { status: 502 }), { kind: 'retry', reason: 'server', status: 502 }],
    ['our server’s 503', () => json(refusal(503, 'service.unavailable'), 503), { kind: 'retry', reason: 'server', status: 503 }],
    ['an expired session', () => json(refusal(401, 'auth.unauthorized'), 401), { kind: 'auth', status: 401 }],
  ])('proves nothing for every entry on %s', async (_name, answer, delivery) => {
    vi.stubGlobal('fetch', vi.fn(async () => answer()));
    expect(await send()).toEqual({ kind: 'all', delivery });
  });

  it('keeps every entry when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await send()).toEqual({ kind: 'all', delivery: { kind: 'retry', reason: 'offline' } });
  });

  it.each([
    ['a server without the route (404)', 404, 'notFound'],
    ['a batch the server finds too big (413)', 413, 'payload.tooLarge'],
  ])('asks for the entries one by one from %s, never refusing them for it', async (_name, status, code) => {
    vi.stubGlobal('fetch', vi.fn(async () => json(refusal(status, code), status)));
    expect(await send()).toEqual({ kind: 'oneByOne' });
  });
});
