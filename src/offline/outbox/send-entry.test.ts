import { describe, expect, it, vi } from 'vitest';
import { sendEntry } from './send-entry';
import type { OutboxEntry } from './db';

const entry = (kind: OutboxEntry['kind'], payload: Record<string, unknown>): OutboxEntry => ({
  id: '1b4e28ba-2fa1-4d3b-883f-0016d3cca427', kind, payload, userId: 1, createdAt: 1, attempts: 0, nextAttemptAt: 0,
});

describe('outbox requests (spec §7)', () => {
  it.each([
    ['vote', { support: 1, project: 'p1' }, '/api/user-project-supports', { data: { support: 1, project: 'p1' } }],
    ['participation', { rewardId: 'r1', amount: 2, locale: 'en' }, '/api/participations', { rewardId: 'r1', amount: 2, locale: 'en' }],
    ['formParticipation', { rewardId: 'r1', city: 'Vic', locale: 'es' }, '/api/form-participations', { rewardId: 'r1', city: 'Vic', locale: 'es' }],
  ] as const)('sends a %s to %s with the bearer and the Idempotency-Key', async (kind, payload, path, body) => {
    const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) => new Response(JSON.stringify({ data: { ok: true } }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await sendEntry(entry(kind, payload), 'token-1');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url.pathname).toBe(path);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
    expect(new Headers(init.headers).get('Idempotency-Key')).toBe('1b4e28ba-2fa1-4d3b-883f-0016d3cca427');
    expect(JSON.parse(String(init.body))).toEqual(body);
    expect(answer).toEqual({ status: 201, body: { data: { ok: true } } });
  });

  it('answers the status even when the body is not JSON', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Bad Gateway', { status: 502 })));
    expect(await sendEntry(entry('vote', { support: 1, project: 'p' }), 't')).toEqual({ status: 502, body: null });
  });

  it("carries the member's language as the locale and the XSRF token", async () => {
    const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await sendEntry({ ...entry('vote', { support: 1, project: 'p1' }), locale: 'en' }, 't', 'xsrf-1');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url.searchParams.get('locale')).toBe('en');
    expect(new Headers(init.headers).get('X-XSRF-TOKEN')).toBe('xsrf-1');
  });
});
