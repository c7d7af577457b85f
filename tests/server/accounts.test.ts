import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { balanceOf, mailedLink, newMember, registration } from './members';

const register = (body: Record<string, unknown>) => apiClient().call('/api/auth/local/register', { method: 'POST', json: body });
const freshEmail = () => `join-${randomUUID()}@chispa.test`;

describe('registration', () => {
  it('creates an inactive member, mails a set-password link, and activates them when it is used', async () => {
    const email = freshEmail();
    const created = await register(registration(email));
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ user: { email }, emailSent: true });
    expect(created.body).not.toHaveProperty('jwt');

    const client = apiClient();
    const before = await client.call('/api/auth/local', { method: 'POST', json: { identifier: email, password: 'member-pass-2026' } });
    expect(before.status).toBe(400);

    const link = new URL(await mailedLink(email));
    expect(link.pathname).toBe('/reset');
    const code = link.searchParams.get('code');
    const reset = await client.call('/api/auth/reset-password', { method: 'POST', json: { code, password: 'member-pass-2026', passwordConfirmation: 'member-pass-2026' } });
    expect(reset.status).toBe(200);
    expect(reset.body).not.toHaveProperty('jwt');

    const { jwt } = await client.logIn({ identifier: email, password: 'member-pass-2026' });
    const me = await client.call('/api/users/me?populate=all', { token: jwt });
    expect(me.body).toMatchObject({ email, userType: 'default', firstName: 'Test', confirmed: true, referralCode: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8,}$/) });
    const dids = await client.call('/api/did-records', { token: jwt });
    expect(dids.body.data).toEqual([expect.objectContaining({ reason: 'register', amount: 50 })]);
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const email = freshEmail();
    await register(registration(email));
    const again = await register(registration(email.toUpperCase()));
    expect(again.status).toBe(400);
    expect(again.body.error.details.code).toBe('registration.errors.userAlreadyExists');
  });

  it('creates one account when the same e-mail registers five times at once', async () => {
    const email = freshEmail();
    const answers = await Promise.all(Array.from({ length: 5 }, () => register(registration(email))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 400 && a.body.error.details.code === 'registration.errors.userAlreadyExists')).toBe(true);
  });

  it('links a referrer by code and pays them when the new member activates', async () => {
    const referrer = await newMember();
    const before = await balanceOf(referrer);
    const friend = await newMember({ referenceCode: (await referrer.as('/api/users/me')).body.referralCode });
    expect(friend.user.email).toBeTruthy();
    expect(await balanceOf(referrer)).toBe(before + 30);
  });

  it('refuses an unknown referral code', async () => {
    const refused = await register(registration(freshEmail(), { referenceCode: 'ZZZZZZZZ' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toBe('registration.errors.wrongReferenceCode');
  });

  it('refuses a gift token that was never paid', async () => {
    const refused = await register(registration(freshEmail(), { giftToken: 'not-a-real-gift-token' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toBe('registration.invalidGiftToken');
  });

  it.each([
    ['userType premium', { userType: 'premium' }],
    ['a role', { role: 1 }],
    ['confirmed', { confirmed: true }],
    ['the privacy policy unticked', { privacyPolicy: false }],
    ['a 7-character reference code', { referenceCode: 'ABCDEFG' }],
    ['a 226-character first name', { firstName: 'x'.repeat(226) }],
  ])('refuses a registration with %s', async (_why, change) => {
    const email = freshEmail();
    const refused = await register(registration(email, change));
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toEqual(expect.any(String));
    const retry = await register(registration(email));
    expect(retry.status).toBe(200);
  });
});

describe('passwords', () => {
  it('mails a reset link for a known address and answers the same for an unknown one', async () => {
    const member = await newMember();
    const known = await apiClient().call('/api/auth/forgot-password', { method: 'POST', json: { email: member.email, locale: 'en' } });
    const unknown = await apiClient().call('/api/auth/forgot-password', { method: 'POST', json: { email: freshEmail() } });
    expect([known.status, known.body]).toEqual([200, { ok: true }]);
    expect([unknown.status, unknown.body]).toEqual([200, { ok: true }]);
    const code = new URL(await mailedLink(member.email)).searchParams.get('code');
    const reset = await apiClient().call('/api/auth/reset-password', { method: 'POST', json: { code, password: 'a-new-password', passwordConfirmation: 'a-new-password' } });
    expect(reset.status).toBe(200);
    await apiClient().logIn({ identifier: member.email, password: 'a-new-password' });
  });

  it('refuses a wrong code and mismatching passwords without a 500', async () => {
    const wrong = await apiClient().call('/api/auth/reset-password', { method: 'POST', json: { code: 'nope', password: 'a-new-password', passwordConfirmation: 'a-new-password' } });
    expect(wrong.status).toBe(400);
    const member = await newMember();
    await apiClient().call('/api/auth/forgot-password', { method: 'POST', json: { email: member.email } });
    const code = new URL(await mailedLink(member.email)).searchParams.get('code');
    const mismatch = await apiClient().call('/api/auth/reset-password', { method: 'POST', json: { code, password: 'a-new-password', passwordConfirmation: 'another-one' } });
    expect(mismatch.status).toBe(400);
  });
});

describe('profile (PUT /api/users/:id)', () => {
  const profile = { firstName: 'Núria', lastName: 'Vidal', email: '', city: 'Girona', country: 'ES', gender: 'female', birthDate: '1990-04-02', locale: 'es' };

  it('updates the member’s own editable fields and keeps the rest', async () => {
    const member = await newMember();
    const updated = await member.as(`/api/users/${member.user.id}`, { method: 'PUT', json: { ...profile, id: member.user.id, email: member.email } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ city: 'Girona', country: 'ES', birthDate: '1990-04-02', userType: 'default', confirmed: true });
  });

  it('sends empty optional fields as null', async () => {
    const member = await newMember();
    const updated = await member.as(`/api/users/${member.user.id}`, { method: 'PUT', json: { ...profile, email: member.email, city: '', gender: '', country: null, birthDate: null } });
    expect(updated.body).toMatchObject({ city: null, gender: null, country: null, birthDate: null });
  });

  it.each([
    ['an impossible date', { birthDate: '2001-02-30' }, 'editProfile.errors.invalidDate'],
    ['a future date', { birthDate: '2999-01-01' }, 'editProfile.errors.invalidDate'],
    ['an unknown gender', { gender: 'robot' }, 'validation.invalid'],
    ['a 141-character country', { country: 'x'.repeat(141) }, 'validation.invalid'],
    ['a bad e-mail', { email: 'not-an-email' }, 'validation.invalid'],
  ])('refuses %s', async (_why, change, code) => {
    const member = await newMember();
    const refused = await member.as(`/api/users/${member.user.id}`, { method: 'PUT', json: { ...profile, email: member.email, ...change } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toBe(code);
  });
});
