import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTPError, TimeoutError } from 'ky';
import { AuthenticationError, REQUEST_TIMEOUT_MS, ServerUnreachableError, UPLOAD_TIMEOUT_MS, http } from './http';
import { getSession, startSession } from './session';
import { reachability, resetConnectivity } from '../offline/outbox/connectivity';
import { activateLanguage } from './i18n';
import { fakeApi, json } from '../../tests/setup/fake-api';

const member = { login: 'demo@chispa.test', token: 'old-token', userId: 7 };

describe('http client', () => {
  beforeEach(async () => {
    fakeApi({});
    await activateLanguage('es');
  });

  it('calls /api with the current locale on every request', async () => {
    const { calls } = fakeApi({ 'GET /api/things': () => json({ data: [] }) });
    await http.get('things', { searchParams: { limit: 100 } }).json();
    await activateLanguage('en');
    await http.get('things').json();

    const urls = calls.filter((r) => r.url.includes('/api/')).map((r) => new URL(r.url));
    expect(urls[0]!.searchParams.get('locale')).toBe('es');
    expect(urls[0]!.searchParams.get('limit')).toBe('100');
    expect(urls[1]!.searchParams.get('locale')).toBe('en');
  });

  it('sends the bearer token only when a member is signed in', async () => {
    const { calls } = fakeApi({ 'GET /api/things': () => json({}) });
    await http.get('things');
    startSession(member);
    await http.get('things');
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
    expect(calls[1]!.headers.get('Authorization')).toBe('Bearer old-token');
  });

  it('copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header of requests that change something, and reads no cookie for a read', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    const { calls } = fakeApi({ 'POST /api/things': () => json({}, 201), 'DELETE /api/things': () => json({}), 'GET /api/things': () => json({}) });
    await http.post('things', { json: { a: 1 } });
    await http.delete('things');
    const cookieReads = vi.spyOn(document, 'cookie', 'get');
    await http.get('things');
    expect(cookieReads).not.toHaveBeenCalled();
    cookieReads.mockRestore();
    expect(calls.map((request) => request.headers.get('X-XSRF-TOKEN'))).toEqual(['abc123', 'abc123', null]);
  });

  it('treats any status of 400 and above as a failure', async () => {
    fakeApi({ 'GET /api/things': () => json({ error: { status: 500 } }, 500) });
    await expect(http.get('things')).rejects.toBeInstanceOf(HTTPError);
  });

  it('refreshes an expired token once and replays the request, body included', async () => {
    startSession(member);
    let refreshes = 0;
    const { calls } = fakeApi({
      'POST /api/auth/refresh': () => {
        refreshes += 1;
        return json({ jwt: 'new-token' });
      },
      'POST /api/votes': async (request) =>
        request.headers.get('Authorization') === 'Bearer new-token'
          ? json({ received: await request.json() }, 201)
          : json({ error: { status: 401 } }, 401),
    });

    const body = await http.post('votes', { json: { support: 1 } }).json();

    expect(body).toEqual({ received: { support: 1 } });
    expect(refreshes).toBe(1);
    expect(getSession()?.token).toBe('new-token');
    expect(calls.filter((r) => r.url.includes('/api/votes'))).toHaveLength(2);
  });

  it('shares one refresh between requests that expire together', async () => {
    startSession(member);
    let refreshes = 0;
    fakeApi({
      'POST /api/auth/refresh': async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json({ jwt: 'new-token' });
      },
      'GET /api/things': (request) =>
        request.headers.get('Authorization') === 'Bearer new-token' ? json({ ok: true }) : json({}, 401),
    });
    await Promise.all([http.get('things'), http.get('things'), http.get('things')]);
    expect(refreshes).toBe(1);
  });

  it('logs out with "Authentication failed" when the refresh is refused', async () => {
    startSession(member);
    fakeApi({
      'POST /api/auth/refresh': () => json({ error: { status: 401 } }, 401),
      'GET /api/things': () => json({}, 401),
    });
    const failure = http.get('things');
    await expect(failure).rejects.toBeInstanceOf(AuthenticationError);
    await expect(failure).rejects.toThrow('Authentication failed');
    expect(getSession()).toBeNull();
  });

  it('does not refresh twice when the replayed request is refused again', async () => {
    startSession(member);
    let refreshes = 0;
    fakeApi({
      'POST /api/auth/refresh': () => {
        refreshes += 1;
        return json({ jwt: 'new-token' });
      },
      'GET /api/things': () => json({}, 401),
    });
    await expect(http.get('things')).rejects.toBeInstanceOf(AuthenticationError);
    expect(refreshes).toBe(1);
    expect(getSession()).toBeNull();
  });

  it('treats 403 as an authentication failure and logs out without refreshing', async () => {
    startSession(member);
    const { calls } = fakeApi({ 'GET /api/things': () => json({}, 403) });
    await expect(http.get('things')).rejects.toBeInstanceOf(AuthenticationError);
    expect(getSession()).toBeNull();
    expect(calls.some((r) => r.url.includes('/auth/refresh'))).toBe(false);
  });
});

const dropped = () => {
  throw new TypeError('Failed to fetch');
};

describe('a session survives a bad network', () => {
  beforeEach(async () => {
    fakeApi({});
    await activateLanguage('es');
    startSession(member);
  });

  it('keeps the session when the refresh answers 503, and a later request refreshes again', async () => {
    let refreshes = 0;
    fakeApi({
      'POST /api/auth/refresh': () => (++refreshes === 1 ? json({ error: { status: 503 } }, 503) : json({ jwt: 'new-token' })),
      'GET /api/things': (request) => (request.headers.get('Authorization') === 'Bearer new-token' ? json({ ok: true }) : json({}, 401)),
    });
    await expect(http.get('things')).rejects.toBeInstanceOf(ServerUnreachableError);
    expect(getSession()).toEqual(member);
    expect(reachability()).toBe('unreachable');

    await expect(http.get('things').json()).resolves.toEqual({ ok: true });
    expect(refreshes).toBe(2);
    expect(getSession()?.token).toBe('new-token');
    expect(reachability()).toBe('reachable');
  });

  it('keeps the session when the connection drops during the refresh', async () => {
    fakeApi({ 'POST /api/auth/refresh': dropped, 'GET /api/things': () => json({}, 401) });
    await expect(http.get('things')).rejects.toBeInstanceOf(ServerUnreachableError);
    expect(getSession()).toEqual(member);
  });

  it('keeps the session on a 401 or 403 that is not our server\'s (a portal\'s page)', async () => {
    const portal = (status: number) => () => new Response('<html>sign in to the Wi-Fi</html>', { status, headers: { 'Content-Type': 'text/html' } });
    for (const status of [401, 403]) {
      const { calls } = fakeApi({ 'GET /api/things': portal(status) });
      await expect(http.get('things')).rejects.toBeInstanceOf(ServerUnreachableError);
      expect(calls.some((r) => r.url.includes('/auth/refresh'))).toBe(false);
      expect(getSession()).toEqual(member);
    }
  });

  it('ends the session when our server refuses the refresh with 401', async () => {
    fakeApi({
      'POST /api/auth/refresh': () => json({ data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Invalid refresh token', details: { code: 'auth.unauthorized' } } }, 401),
      'GET /api/things': () => json({}, 401),
    });
    await expect(http.get('things')).rejects.toBeInstanceOf(AuthenticationError);
    expect(getSession()).toBeNull();
  });
});

describe('connectivity from the outcome of each request', () => {
  beforeEach(async () => {
    fakeApi({});
    await activateLanguage('es');
    resetConnectivity('reachable');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a dropped connection means unreachable; the next answer from our server, reachable again', async () => {
    fakeApi({ 'GET /api/things': dropped });
    await expect(http.get('things')).rejects.toBeInstanceOf(TypeError);
    expect(reachability()).toBe('unreachable');
    fakeApi({ 'GET /api/things': () => json({ error: { status: 404 } }, 404) });
    await expect(http.get('things')).rejects.toBeInstanceOf(HTTPError);
    expect(reachability()).toBe('reachable');
  });

  it('an answer that is not our server\'s (HTML 200, a gateway\'s 502) means unreachable', async () => {
    fakeApi({ 'GET /api/things': () => new Response('<html>portal</html>', { headers: { 'Content-Type': 'text/html' } }) });
    await http.get('things');
    expect(reachability()).toBe('unreachable');
    resetConnectivity('reachable');
    fakeApi({ 'GET /api/things': () => json({ error: { status: 502 } }, 502) });
    await expect(http.get('things')).rejects.toBeInstanceOf(HTTPError);
    expect(reachability()).toBe('unreachable');
  });

  it('an answer from the service worker\'s cache says nothing about the network', async () => {
    resetConnectivity('unreachable');
    fakeApi({ 'GET /api/things': () => new Response('{"data":[]}', { headers: { 'Content-Type': 'application/json', 'X-Chispa-Cache': 'hit' } }) });
    await http.get('things').json();
    expect(reachability()).toBe('unreachable');
  });

  it('a request cancelled by its caller is not a network failure', async () => {
    fakeApi({
      'GET /api/things': (request) =>
        new Promise((_, reject) => {
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    });
    const controller = new AbortController();
    const cancelled = http.get('things', { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toThrow();
    expect(reachability()).toBe('reachable');
  });

  it('a request that never answers gives up after the deadline and counts as unreachable', async () => {
    vi.useFakeTimers();
    let aborted = false;
    fakeApi({
      'GET /api/things': (request) =>
        new Promise(() => {
          request.signal.addEventListener('abort', () => (aborted = true));
        }),
    });
    const hung = http.get('things');
    const failure = expect(hung).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await failure;
    expect(aborted).toBe(true);
    expect(reachability()).toBe('unreachable');
  });

  it('gives a picture upload its longer deadline', async () => {
    vi.useFakeTimers();
    fakeApi({ 'POST /api/upload': () => new Promise<Response>(() => undefined) });
    const body = new FormData();
    body.append('files', new Blob(['x']), 'x.png');
    let settled = false;
    const upload = http.post('upload', { body });
    const failure = expect(upload.finally(() => (settled = true))).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - REQUEST_TIMEOUT_MS);
    await failure;
  });
});

