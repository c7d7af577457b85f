import { describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { newMember } from './members';

const FOURTEEN_DAYS_S = 14 * 24 * 60 * 60;

/** The attributes of the Set-Cookie line that sets `name`, lower-cased keys. */
function setCookie(headers: Headers, name: string) {
  const line = headers.getSetCookie().findLast((entry) => entry.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  const fields = Object.fromEntries(attributes.map((a) => a.split('=')).map(([k, ...v]) => [k!.toLowerCase(), v.join('=')]));
  return { value: pair!.slice(name.length + 1), maxAge: fields['max-age'], expires: fields.expires, path: fields.path };
}

/** A cookie that lives for the refresh token's fourteen days, not for the browser's session. */
function expectFourteenDays(cookie: ReturnType<typeof setCookie>) {
  expect(cookie?.value).toBeTruthy();
  // Koa's cookies write Expires only; a Max-Age, if ever written, must say the same.
  if (cookie?.maxAge !== undefined) expect(Number(cookie.maxAge)).toBe(FOURTEEN_DAYS_S);
  expect(cookie?.expires).toBeDefined();
  const expires = Date.parse(cookie!.expires!);
  expect(Math.abs(expires - (Date.now() + FOURTEEN_DAYS_S * 1000))).toBeLessThan(60_000);
}

function expectCleared(cookie: ReturnType<typeof setCookie>) {
  expect(cookie).toBeDefined();
  expect(cookie!.value).toBe('');
  expect(Date.parse(cookie!.expires!)).toBeLessThanOrEqual(Date.now());
}

/** A request from a browser that holds exactly these cookies (and sends the XSRF header). */
const asBrowserWith = (cookies: { refresh?: string; xsrf: string }, path: string, token?: string) =>
  apiClient().call(path, {
    method: 'POST',
    json: {},
    token,
    headers: {
      Cookie: [cookies.refresh !== undefined ? `chispa_refresh=${cookies.refresh}` : '', `XSRF-TOKEN=${cookies.xsrf}`].filter(Boolean).join('; '),
      'X-XSRF-TOKEN': cookies.xsrf,
    },
  });

describe('session cookies last as long as the refresh token', () => {
  it('login sets both cookies for fourteen days, the XSRF one with a new value', async () => {
    const client = apiClient();
    await client.call('/api/ping');
    const guestXsrf = client.cookie('XSRF-TOKEN');
    expect(guestXsrf).toMatch(/^[a-f0-9]{64}$/);

    const { email, password } = await newMember();
    const login = await client.call('/api/auth/local', { method: 'POST', json: { identifier: email, password, locale: 'es' } });
    expect(login.status).toBe(200);
    expectFourteenDays(setCookie(login.headers, 'chispa_refresh'));
    const xsrf = setCookie(login.headers, 'XSRF-TOKEN');
    expectFourteenDays(xsrf);
    expect(xsrf!.value).toMatch(/^[a-f0-9]{64}$/);
    expect(xsrf!.value).not.toBe(guestXsrf);
  });

  it('each refresh rotates the refresh cookie and renews both for fourteen days, the XSRF value kept', async () => {
    const { client } = await newMember();
    const xsrfBefore = client.cookie('XSRF-TOKEN')!;
    const refreshBefore = client.cookie('chispa_refresh')!;

    const refreshed = await client.call('/api/auth/refresh', { method: 'POST', json: {}, headers: { 'X-XSRF-TOKEN': xsrfBefore } });
    expect(refreshed.status).toBe(200);
    const refresh = setCookie(refreshed.headers, 'chispa_refresh');
    expectFourteenDays(refresh);
    expect(refresh!.value).not.toBe(refreshBefore);
    const xsrf = setCookie(refreshed.headers, 'XSRF-TOKEN');
    expectFourteenDays(xsrf);
    expect(xsrf!.value).toBe(xsrfBefore);

    const again = await client.call('/api/auth/refresh', { method: 'POST', json: {}, headers: { 'X-XSRF-TOKEN': xsrfBefore } });
    expect(again.status).toBe(200);
    expect(setCookie(again.headers, 'chispa_refresh')!.value).not.toBe(refresh!.value);
  });

  it('a password change keeps the session in a fourteen-day cookie and a new XSRF value', async () => {
    const member = await newMember();
    const xsrfBefore = member.client.cookie('XSRF-TOKEN');
    const changed = await member.as('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: member.password, password: 'another-pass-2026', passwordConfirmation: 'another-pass-2026' },
    });
    expect(changed.status).toBe(200);
    expectFourteenDays(setCookie(changed.headers, 'chispa_refresh'));
    const xsrf = setCookie(changed.headers, 'XSRF-TOKEN');
    expectFourteenDays(xsrf);
    expect(xsrf!.value).not.toBe(xsrfBefore);
  });
});

describe('logout', () => {
  it('with the bearer: ends the session and clears both cookies', async () => {
    const member = await newMember();
    const cookies = { refresh: member.client.cookie('chispa_refresh')!, xsrf: member.client.cookie('XSRF-TOKEN')! };
    const out = await member.as('/api/auth/logout', { method: 'POST', json: {}, headers: { 'X-XSRF-TOKEN': cookies.xsrf } });
    expect(out.status).toBe(200);
    expectCleared(setCookie(out.headers, 'chispa_refresh'));
    expectCleared(setCookie(out.headers, 'XSRF-TOKEN'));

    const refresh = await asBrowserWith(cookies, '/api/auth/refresh');
    expect(refresh.status).toBe(401);
  });

  it('with the refresh cookie alone (a revocation queued offline, its access token long expired): ends that session only', async () => {
    const member = await newMember();
    const thisDevice = { refresh: member.client.cookie('chispa_refresh')!, xsrf: member.client.cookie('XSRF-TOKEN')! };
    const otherClient = apiClient();
    await otherClient.logIn({ identifier: member.email, password: member.password });
    const otherDevice = { refresh: otherClient.cookie('chispa_refresh')!, xsrf: otherClient.cookie('XSRF-TOKEN')! };

    const out = await asBrowserWith(thisDevice, '/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expectCleared(setCookie(out.headers, 'chispa_refresh'));
    expectCleared(setCookie(out.headers, 'XSRF-TOKEN'));
    expect((await asBrowserWith(thisDevice, '/api/auth/refresh')).status).toBe(401);

    // The member's other device goes on.
    expect((await asBrowserWith(otherDevice, '/api/auth/refresh')).status).toBe(200);
  });

  it('sent again once the session is over: answered as done, so a queued revocation settles', async () => {
    const member = await newMember();
    const cookies = { refresh: member.client.cookie('chispa_refresh')!, xsrf: member.client.cookie('XSRF-TOKEN')! };
    expect((await asBrowserWith(cookies, '/api/auth/logout')).status).toBe(200);
    const again = await asBrowserWith(cookies, '/api/auth/logout');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ok: true });
  });

  it('with neither refresh cookie nor bearer: 401 with a code', async () => {
    const client = apiClient();
    await client.call('/api/ping');
    const out = await client.call('/api/auth/logout', { method: 'POST', json: {}, headers: { 'X-XSRF-TOKEN': client.cookie('XSRF-TOKEN')! } });
    expect(out.status).toBe(401);
    expect(out.body.error.details.code).toBe('auth.unauthorized');
  });

  it('without the XSRF header: refused, the session untouched', async () => {
    const member = await newMember();
    const cookies = { refresh: member.client.cookie('chispa_refresh')!, xsrf: member.client.cookie('XSRF-TOKEN')! };
    const forged = await apiClient().call('/api/auth/logout', {
      method: 'POST',
      json: {},
      headers: { Cookie: `chispa_refresh=${cookies.refresh}; XSRF-TOKEN=${cookies.xsrf}` },
    });
    expect(forged.status).toBe(403);
    expect(forged.body.error.details.code).toBe('xsrf.invalid');
    expect((await asBrowserWith(cookies, '/api/auth/refresh')).status).toBe(200);
  });
});
