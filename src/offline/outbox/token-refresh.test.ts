// @vitest-environment node
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOutboxDb } from './db';
import { readMirroredSession, writeMirroredSession } from './store';
import { REFRESH_TIMEOUT_MS, refreshToken } from './token-refresh';
import { reachability, resetConnectivity } from './connectivity';

const ORIGIN = 'http://chispa.test';
const request = { userId: 4, staleToken: 'old', xsrf: () => 'x1', origin: ORIGIN };
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refusal = (status: number, code?: string) => json({ data: null, error: { status, name: 'UnauthorizedError', message: 'Invalid refresh token', details: code ? { code } : {} } }, status);

beforeEach(async () => {
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
  resetConnectivity();
});
afterEach(async () => {
  vi.useRealTimers();
  await closeOutboxDb();
});

describe('refreshToken', () => {
  it('trades the refresh cookie for a token, with the XSRF header, and gives the worker the new token', async () => {
    await writeMirroredSession({ userId: 4, token: 'old', xsrf: 'x1' });
    const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) => json({ jwt: 'fresh' }, 200));
    vi.stubGlobal('fetch', fetchMock);
    expect(await refreshToken(request)).toEqual({ kind: 'renewed', token: 'fresh' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url.href).toBe(`${ORIGIN}/api/auth/refresh`);
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).get('X-XSRF-TOKEN')).toBe('x1');
    expect(await readMirroredSession()).toEqual({ userId: 4, token: 'fresh', xsrf: 'x1' });
  });

  it('takes the token the service worker already renewed instead of refreshing again', async () => {
    await writeMirroredSession({ userId: 4, token: 'renewed-by-worker' });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await refreshToken(request)).toEqual({ kind: 'renewed', token: 'renewed-by-worker' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("never takes another member's token", async () => {
    await writeMirroredSession({ userId: 9, token: 'someone-else' });
    vi.stubGlobal('fetch', vi.fn(async () => json({ jwt: 'mine' }, 200)));
    expect(await refreshToken(request)).toEqual({ kind: 'renewed', token: 'mine' });
    expect(await readMirroredSession()).toEqual({ userId: 9, token: 'someone-else' });
  });

  it('ends the session only on the server’s own refusal', async () => {
    for (const status of [400, 401, 403]) {
      vi.stubGlobal('fetch', vi.fn(async () => refusal(status)));
      expect(await refreshToken(request)).toEqual({ kind: 'refused' });
    }
  });

  it.each([
    ['a 503', () => json({ error: { status: 503 } }, 503)],
    ['a 500', () => refusal(500)],
    ['a 429', () => refusal(429, 'throttle.tooMany')],
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a portal page', () => new Response('<html>login</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['a 401 page that is not ours', () => new Response('Unauthorized', { status: 401, headers: { 'Content-Type': 'text/html' } })],
    ['a 200 without a token', () => json({ jwt: '' }, 200)],
  ])('keeps the session after %s: the server could not be reached', async (_name, answer) => {
    vi.stubGlobal('fetch', vi.fn(async () => answer()));
    expect(await refreshToken(request)).toEqual({ kind: 'unreachable' });
  });

  it('gives up after REFRESH_TIMEOUT_MS on a refresh that never answers, keeping the session', async () => {
    const fetchMock = vi.fn(() => new Promise(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); // IndexedDB keeps its real ones
    const outcome = refreshToken(request);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS);
    expect(await outcome).toEqual({ kind: 'unreachable' });
    expect(reachability()).toBe('unreachable');
  });

  it('tries once more with the new XSRF cookie when its cookie had expired', async () => {
    let cookie = 'expired';
    const fetchMock = vi.fn(async (_url: URL, init: RequestInit) => {
      if (new Headers(init.headers).get('X-XSRF-TOKEN') !== 'new') {
        cookie = 'new'; // the refusal sets a fresh cookie
        return refusal(403, 'xsrf.invalid');
      }
      return json({ jwt: 'fresh' }, 200);
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(await refreshToken({ ...request, xsrf: () => cookie })).toEqual({ kind: 'renewed', token: 'fresh' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
