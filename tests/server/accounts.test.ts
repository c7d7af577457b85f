import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor } from './editor';
import { balanceOf, mailedLink, mailsTo, newMember, registration } from './members';

const register = (body: Record<string, unknown>) => apiClient().call('/api/auth/local/register', { method: 'POST', json: body });
const freshEmail = () => `join-${randomUUID()}@chispa.test`;

describe('registration', () => {
  it("puts none of the sign-up's own words in the mail to an address nobody has proven (no phishing through our mails)", async () => {
    const email = freshEmail();
    const bait = 'Tu cuenta está bloqueada. Entra en https://evil.example/login';
    expect((await register(registration(email, { firstName: bait, lastName: 'https://evil.example' }))).status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Crea tu contraseña de Chispa');
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.text).not.toContain('bloqueada');
  });

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
    // The app greets the first login after it with a welcome (issue 14).
    expect(link.searchParams.get('welcome')).toBe('1');
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

  // Issue 12: a sign-up must not tell who is a member (this replaced a 400 userAlreadyExists).
  it('answers a sign-up for a member’s address exactly like a new one, and mails the member instead', async () => {
    const member = await newMember();
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await register(registration(email));
      return { ...answer, ms: performance.now() - started };
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    const fresh = [await timed(freshEmail()), await timed(freshEmail()), await timed(freshEmail())];
    const taken = [await timed(member.email.toUpperCase()), await timed(member.email), await timed(member.email)];
    for (const answer of taken) expect([answer.status, answer.body]).toEqual([200, { user: { email: member.email }, emailSent: true }]);
    expect(fresh.every((a) => a.status === 200)).toBe(true);
    const [newMs, takenMs] = [median(fresh.map((a) => a.ms)), median(taken.map((a) => a.ms))];
    expect(takenMs).toBeGreaterThan(newMs / 4);
    expect(takenMs).toBeLessThan(newMs * 4);

    const [attempt] = await mailsTo(member.email);
    expect(attempt!.subject).toBe('Alguien ha intentado registrarse con tu correo');
    expect(attempt!.links.map((link) => new URL(link).pathname)).toEqual(['/login', '/sendResetPassword']);
    await apiClient().logIn({ identifier: member.email, password: member.password }); // the account is unchanged
  });

  it('creates one account when the same e-mail registers five times at once, and answers all five alike', async () => {
    const email = freshEmail();
    const answers = await Promise.all(Array.from({ length: 5 }, () => register(registration(email))));
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array.from({ length: 5 }, () => [200, { user: { email }, emailSent: true }]));
    const subjects = (await mailsTo(email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject === 'Crea tu contraseña de Chispa')).toHaveLength(1);
    expect(subjects.filter((subject) => subject === 'Alguien ha intentado registrarse con tu correo')).toHaveLength(4);
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

describe('reset codes and sessions (issue 12)', () => {
  const xsrfRefresh = (client: ReturnType<typeof apiClient>) =>
    client.call('/api/auth/refresh', { method: 'POST', json: {}, headers: { 'X-XSRF-TOKEN': client.cookie('XSRF-TOKEN')! } });

  it('gives a forgot-password code one hour, and refuses it once that has passed', async () => {
    const member = await newMember();
    await apiClient().call('/api/auth/forgot-password', { method: 'POST', json: { email: member.email } });
    const code = new URL(await mailedLink(member.email)).searchParams.get('code');
    const editors = await signInEditor();
    const term = Date.parse((await editors.member(member.email)).resetPasswordExpiresAt) - Date.now();
    expect(term).toBeGreaterThan(58 * 60_000);
    expect(term).toBeLessThanOrEqual(60 * 60_000);

    await editors.editMember(member.email, { resetPasswordExpiresAt: new Date(Date.now() - 1000).toISOString() });
    const late = await apiClient().call('/api/auth/reset-password', { method: 'POST', json: { code, password: 'a-new-password', passwordConfirmation: 'a-new-password' } });
    expect(late.status).toBe(400);
    expect(late.body.error.details.code).toBe('resetPassword.errors.expiredCode');
    await apiClient().logIn({ identifier: member.email, password: member.password });
  });

  it('gives the registration set-password code a week', async () => {
    const email = freshEmail();
    await register(registration(email));
    const term = Date.parse((await (await signInEditor()).member(email)).resetPasswordExpiresAt) - Date.now();
    expect(term).toBeGreaterThan(7 * 24 * 60 * 60_000 - 120_000);
    expect(term).toBeLessThanOrEqual(7 * 24 * 60 * 60_000);
  });

  it('ends every other session of the member on a reset', async () => {
    const member = await newMember();
    expect((await xsrfRefresh(member.client)).status).toBe(200);
    await apiClient().call('/api/auth/forgot-password', { method: 'POST', json: { email: member.email } });
    const code = new URL(await mailedLink(member.email)).searchParams.get('code');
    const reset = await apiClient().call('/api/auth/reset-password', { method: 'POST', json: { code, password: 'a-new-password', passwordConfirmation: 'a-new-password' } });
    expect(reset.status).toBe(200);
    expect((await xsrfRefresh(member.client)).status).toBe(401);
  });

  it('refuses a refresh to a member an editor has blocked, and ends their sessions', async () => {
    const member = await newMember();
    const editors = await signInEditor();
    await editors.editMember(member.email, { blocked: true });
    const refused = await xsrfRefresh(member.client);
    expect(refused.status).toBe(403);
    expect(refused.body.error.details.code).toBe('auth.blocked');
    await editors.editMember(member.email, { blocked: false });
    expect((await xsrfRefresh(member.client)).status).toBe(401);
  });

  it.each([
    ['POST', '/api/auth/send-email-confirmation', { email: 'someone@chispa.test' }],
    ['GET', '/api/auth/email-confirmation?confirmation=0123456789abcdef', undefined],
  ])('closes Strapi’s own %s %s', async (method, path, json) => {
    const email = freshEmail();
    await register(registration(email));
    const before = (await mailsTo(email)).length;
    const answer = await apiClient().call(path.replace('someone@chispa.test', email), { method, json: json && { email } });
    expect(answer.status).toBe(404);
    expect(answer.body.error.details.code).toBe('route.closed');
    expect(await mailsTo(email)).toHaveLength(before);
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
