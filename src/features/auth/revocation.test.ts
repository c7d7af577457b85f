import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, logOut } from './api';
import { PENDING_REVOCATION_KEY, REVOCATION_TIMEOUT_MS, revocationPending, sendPendingRevocation, startSendingRevocations } from './revocation';
import { getSession, startSession } from '../../lib/session';
import { activateLanguage } from '../../lib/i18n';
import { reachability, resetConnectivity } from '../../offline/outbox/connectivity';
import { fakeApi, json } from '../../../tests/setup/fake-api';

const member = { login: 'demo@chispa.test', token: 'access-token', userId: 7 };
const loggedOut = () => json({ ok: true });
const hanging = (request: Request) =>
  new Promise<Response>((_, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });
const dropped = () => {
  throw new TypeError('Failed to fetch');
};
const logoutCalls = (calls: Request[]) => calls.filter((r) => new URL(r.url).pathname === '/api/auth/logout');

describe('logout', () => {
  let stop: (() => void) | undefined;
  beforeEach(async () => {
    fakeApi({});
    await activateLanguage('es');
    resetConnectivity('reachable');
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
  });

  it('ends the session here at once while the server does not answer, and keeps the revocation', async () => {
    vi.useFakeTimers();
    startSession(member);
    const { calls } = fakeApi({ 'POST /api/auth/logout': hanging });
    logOut();
    expect(getSession()).toBeNull();
    expect(revocationPending()).toBe(true);
    // Sent once its code is read (it is read only when a revocation is pending).
    await vi.waitFor(() => expect(logoutCalls(calls)).toHaveLength(1));

    await vi.advanceTimersByTimeAsync(REVOCATION_TIMEOUT_MS);
    expect(revocationPending()).toBe(true);
    expect(reachability()).toBe('unreachable');
  });

  it('sends the revocation with the XSRF header and the cookies, no bearer: the access token may be long expired', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    startSession(member);
    const { calls } = fakeApi({ 'POST /api/auth/logout': loggedOut });
    logOut();
    await expect(sendPendingRevocation()).resolves.toBe(true);
    const [sent] = logoutCalls(calls);
    expect(sent!.headers.get('X-XSRF-TOKEN')).toBe('abc123');
    expect(sent!.headers.get('Authorization')).toBeNull();
    expect(sent!.credentials).toBe('same-origin');
    expect(revocationPending()).toBe(false);
  });

  it('keeps the revocation on a dropped connection, a 503 or a page that is not our server\'s', async () => {
    localStorage.setItem(PENDING_REVOCATION_KEY, '{}');
    const answers = [dropped, () => json({ error: { status: 503 } }, 503), () => new Response('<html>portal</html>', { headers: { 'Content-Type': 'text/html' } })];
    for (const answer of answers) {
      fakeApi({ 'POST /api/auth/logout': answer });
      await expect(sendPendingRevocation()).resolves.toBe(false);
      expect(revocationPending()).toBe(true);
    }
  });

  it('settles when our server says there is no session to end (401)', async () => {
    localStorage.setItem(PENDING_REVOCATION_KEY, '{}');
    fakeApi({ 'POST /api/auth/logout': () => json({ error: { status: 401, details: { code: 'auth.unauthorized' } } }, 401) });
    await expect(sendPendingRevocation()).resolves.toBe(true);
    expect(revocationPending()).toBe(false);
  });

  it('tries again with the new XSRF cookie when the old one had expired', async () => {
    localStorage.setItem(PENDING_REVOCATION_KEY, '{}');
    let tries = 0;
    const { calls } = fakeApi({
      'POST /api/auth/logout': () => {
        tries += 1;
        if (tries > 1) return loggedOut();
        document.cookie = 'XSRF-TOKEN=fresh; path=/'; // what the refusal's Set-Cookie does
        return json({ error: { status: 403, details: { code: 'xsrf.invalid' } } }, 403);
      },
    });
    await expect(sendPendingRevocation()).resolves.toBe(true);
    expect(logoutCalls(calls)[1]!.headers.get('X-XSRF-TOKEN')).toBe('fresh');
  });

  it('a revocation left from before a reload goes out at start, and when the browser says it is online again', async () => {
    localStorage.setItem(PENDING_REVOCATION_KEY, '{}');
    const first = fakeApi({ 'POST /api/auth/logout': dropped });
    stop = startSendingRevocations();
    await vi.waitFor(() => expect(logoutCalls(first.calls)).toHaveLength(1));
    await expect(sendPendingRevocation()).resolves.toBe(false); // that first try, dropped
    expect(revocationPending()).toBe(true);

    const second = fakeApi({ 'POST /api/auth/logout': loggedOut });
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(revocationPending()).toBe(false));
    expect(logoutCalls(second.calls)).toHaveLength(1);
  });

  it('goes out before a new login, whose cookie it would otherwise end', async () => {
    localStorage.setItem(PENDING_REVOCATION_KEY, '{}');
    const { calls } = fakeApi({
      'POST /api/auth/logout': loggedOut,
      'POST /api/auth/local': () => json({ jwt: 'new-token', user: { id: 8, email: 'other@chispa.test' } }),
    });
    await logIn({ identifier: 'other@chispa.test', password: 'secret-pass' });
    const paths = calls.map((r) => new URL(r.url).pathname).filter((path) => path.startsWith('/api/'));
    expect(paths).toEqual(['/api/auth/logout', '/api/auth/local']);
    expect(revocationPending()).toBe(false);
  });

  it('is dropped, never sent, once a member signed in here: the refresh cookie is theirs', async () => {
    localStorage.setItem(PENDING_REVOCATION_KEY, '{}');
    const { calls } = fakeApi({
      'POST /api/auth/logout': dropped,
      'POST /api/auth/local': () => json({ jwt: 'new-token', user: { id: 8, email: 'other@chispa.test' } }),
    });
    await logIn({ identifier: 'other@chispa.test', password: 'secret-pass' });
    expect(revocationPending()).toBe(false);
    localStorage.setItem(PENDING_REVOCATION_KEY, '{}'); // as another tab's logout might leave it
    await expect(sendPendingRevocation()).resolves.toBe(true);
    expect(logoutCalls(calls)).toHaveLength(1);
    expect(revocationPending()).toBe(false);
  });
});
