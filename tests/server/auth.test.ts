import { describe, expect, it } from 'vitest';
import { apiClient, DEMO } from './client';

describe('login', () => {
  it('signs the demo member in with a short-lived token and an httpOnly refresh cookie', async () => {
    const client = apiClient();
    const { status, body } = await client.call('/api/auth/local', { method: 'POST', json: { ...DEMO, locale: 'es' } });
    expect(status).toBe(200);
    expect(body.jwt).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ email: 'demo@chispa.test', firstName: expect.any(String) });
    expect(body.user).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('refreshToken');
    expect(client.cookie('chispa_refresh')).toBeTruthy();
  });

  it('refuses a wrong password with 400', async () => {
    const { status, body } = await apiClient().call('/api/auth/local', {
      method: 'POST',
      json: { identifier: DEMO.identifier, password: 'not-the-password' },
    });
    expect(status).toBe(400);
    expect(body.error.status).toBe(400);
  });
});

describe('users/me', () => {
  it('is refused without a token', async () => {
    const { status } = await apiClient().call('/api/users/me?populate=all&locale=es');
    expect([401, 403]).toContain(status);
  });

  it('is refused with a forged token', async () => {
    const { status } = await apiClient().call('/api/users/me?populate=all&locale=es', { token: 'not.a.jwt' });
    expect([401, 403]).toContain(status);
  });

  it('returns the member with their relations for populate=all', async () => {
    const client = apiClient();
    const { jwt } = await client.logIn();
    const { status, body } = await client.call('/api/users/me?populate=all&locale=es', { token: jwt });
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: 'demo@chispa.test', referralCode: expect.stringMatching(/^[A-Z2-9]{8,}$/) });
    expect(body).toHaveProperty('image');
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('resetPasswordToken');
  });
});

describe('token refresh', () => {
  it('trades the refresh cookie for a new access token when the XSRF header matches', async () => {
    const client = apiClient();
    await client.logIn();
    const xsrf = client.cookie('XSRF-TOKEN');
    expect(xsrf).toMatch(/^[a-f0-9]{64}$/);
    const { status, body } = await client.call('/api/auth/refresh', {
      method: 'POST',
      json: {},
      headers: { 'X-XSRF-TOKEN': xsrf! },
    });
    expect(status).toBe(200);
    const me = await client.call('/api/users/me', { token: body.jwt });
    expect(me.status).toBe(200);
  });

  it('refuses a refresh without the XSRF header (a cross-site request)', async () => {
    const client = apiClient();
    await client.logIn();
    const { status, body } = await client.call('/api/auth/refresh', { method: 'POST', json: {} });
    expect(status).toBe(403);
    expect(body.error.details.code).toBe('xsrf.invalid');
  });
});

describe('did-records', () => {
  it('lists only the member’s own records with their balance', async () => {
    const client = apiClient();
    const { jwt } = await client.logIn();
    const { status, body } = await client.call('/api/did-records?locale=es', { token: jwt });
    expect(status).toBe(200);
    const sum = body.data.reduce((total: number, record: { amount: number }) => total + record.amount, 0);
    expect(body.meta.balance).toBe(sum);
    expect(body.meta.balance).toBeGreaterThan(0);
    expect(body.data[0]).not.toHaveProperty('user');
  });

  it('is refused without a token', async () => {
    const { status } = await apiClient().call('/api/did-records');
    expect([401, 403]).toContain(status);
  });

  it('cannot be written by a member', async () => {
    const client = apiClient();
    const { jwt } = await client.logIn();
    const { status } = await client.call('/api/did-records', { method: 'POST', token: jwt, json: { data: { amount: 1000 } } });
    expect([403, 404, 405]).toContain(status);
  });
});
