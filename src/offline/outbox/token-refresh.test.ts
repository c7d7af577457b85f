import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOutboxDb } from './db';
import { readMirroredSession, writeMirroredSession } from './store';
import { refreshToken } from './token-refresh';

const ORIGIN = 'http://chispa.test';
const request = { userId: 4, staleToken: 'old', xsrf: 'x1', origin: ORIGIN };

beforeEach(async () => {
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeOutboxDb());

describe('refreshToken', () => {
  it('trades the refresh cookie for a token, with the XSRF header, and gives the worker the new token', async () => {
    await writeMirroredSession({ userId: 4, token: 'old', xsrf: 'x1' });
    const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) => new Response(JSON.stringify({ jwt: 'fresh' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await refreshToken(request)).toBe('fresh');
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
    expect(await refreshToken(request)).toBe('renewed-by-worker');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("never takes another member's token", async () => {
    await writeMirroredSession({ userId: 9, token: 'someone-else' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ jwt: 'mine' }), { status: 200 })));
    expect(await refreshToken(request)).toBe('mine');
    expect(await readMirroredSession()).toEqual({ userId: 9, token: 'someone-else' });
  });

  it('answers null when the session is over or the network is gone', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 401 })));
    expect(await refreshToken(request)).toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"jwt":""}', { status: 200 })));
    expect(await refreshToken(request)).toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await refreshToken(request)).toBeNull();
  });
});
