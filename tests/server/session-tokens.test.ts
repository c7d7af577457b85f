import { describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { mailedLink, newMember, registration } from './members';

/** Every spelling of a route path that a router might take for the same route. */
const spellings = (path: string) => [
  `${path}/`,
  `/${path}`,
  path.toUpperCase(),
  path.replace(/[a-z]+$/, (last) => last.toUpperCase()),
  path.replace(/(?<!^)\//g, '%2F'),
  path.replace(/\/([a-z])/g, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
  `${path}//`,
  `${path}?x=1`,
];

describe('XSRF on cookie-authenticated routes', () => {
  for (const path of ['/api/auth/refresh', '/api/auth/logout']) {
    it(`refuses ${path} without the XSRF header however the path is spelt`, async () => {
      const member = await newMember();
      for (const variant of spellings(path)) {
        const answer = await member.client.call(variant, { method: 'POST', json: {}, token: member.jwt });
        expect(answer.status, variant).toBe(403);
        expect(answer.body.error.details.code, variant).toBe('xsrf.invalid');
      }
      // The session is untouched: the real route with the header still refreshes.
      const xsrf = member.client.cookie('XSRF-TOKEN')!;
      const refreshed = await member.client.call('/api/auth/refresh', { method: 'POST', json: {}, headers: { 'X-XSRF-TOKEN': xsrf } });
      expect(refreshed.status).toBe(200);
    });
  }
});

describe('refresh tokens', () => {
  it('never travel in a JSON body: login, refresh, register, reset and change-password', async () => {
    const client = apiClient();
    const email = `tokens-${crypto.randomUUID()}@chispa.test`;
    const registered = await client.call('/api/auth/local/register', { method: 'POST', json: registration(email) });
    expect(registered.status).toBe(200);
    expect(JSON.stringify(registered.body)).not.toMatch(/refreshToken/i);

    const code = new URL(await mailedLink(email)).searchParams.get('code');
    const password = 'first-pass-2026';
    const reset = await client.call('/api/auth/reset-password', { method: 'POST', json: { code, password, passwordConfirmation: password } });
    expect(reset.status).toBe(200);
    expect(JSON.stringify(reset.body)).not.toMatch(/refreshToken/i);

    const login = await client.call('/api/auth/local', { method: 'POST', json: { identifier: email, password } });
    expect(login.status).toBe(200);
    expect(JSON.stringify(login.body)).not.toMatch(/refreshToken/i);

    const xsrf = () => ({ 'X-XSRF-TOKEN': client.cookie('XSRF-TOKEN')! });
    const refreshed = await client.call('/api/auth/refresh', { method: 'POST', json: {}, headers: xsrf() });
    expect(refreshed.status).toBe(200);
    expect(JSON.stringify(refreshed.body)).not.toMatch(/refreshToken/i);

    const cookieBefore = client.cookie('chispa_refresh');
    const changed = await client.call('/api/auth/change-password', {
      method: 'POST',
      token: refreshed.body.jwt,
      json: { currentPassword: password, password: 'second-pass-2026', passwordConfirmation: 'second-pass-2026' },
    });
    expect(changed.status).toBe(200);
    expect(JSON.stringify(changed.body)).not.toMatch(/refreshToken/i);
    expect(changed.body.jwt).toEqual(expect.any(String));
    // The new refresh token went into the httpOnly cookie instead, and the session goes on with it.
    expect(client.cookie('chispa_refresh')).toBeTruthy();
    expect(client.cookie('chispa_refresh')).not.toBe(cookieBefore);
    const afterChange = await client.call('/api/auth/refresh', { method: 'POST', json: {}, headers: xsrf() });
    expect(afterChange.status).toBe(200);
    expect(JSON.stringify(afterChange.body)).not.toMatch(/refreshToken/i);
  });
});
