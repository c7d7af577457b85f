import { beforeEach, describe, expect, it } from 'vitest';
import { HTTPError } from 'ky';
import { AuthenticationError, http } from './http';
import { getSession, startSession } from './session';
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

  it('copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    const { calls } = fakeApi({ 'POST /api/things': () => json({}, 201) });
    await http.post('things', { json: { a: 1 } });
    expect(calls[0]!.headers.get('X-XSRF-TOKEN')).toBe('abc123');
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
