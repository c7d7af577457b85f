import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor } from './editor';
import { mailedLink, mailsTo, newMember, registration, type Member } from './members';
import { deadlockWitness, serverPostgres } from './scratch-database';

const profile = { firstName: 'Núria', lastName: 'Vidal', city: 'Girona', country: 'ES', gender: 'female', birthDate: '1990-04-02', locale: 'en' };
const freshEmail = () => `moved-${randomUUID()}@chispa.test`;
const askFor = (member: Member, email: string) => member.as(`/api/users/${member.user.id}`, { method: 'PUT', json: { ...profile, email } });
const confirm = (code: string | null) => apiClient().call('/api/auth/email-change/confirm', { method: 'POST', json: { code } });
const codeMailedTo = async (email: string) => new URL(await mailedLink(email)).searchParams.get('code');

describe('changing the e-mail (issue 12)', () => {
  it('keeps a new address pending, tells the old one, and applies it only through the mailed link', async () => {
    const member = await newMember();
    const next = freshEmail();
    const asked = await askFor(member, next);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: member.email, pendingEmail: next, city: 'Girona' }); // the rest is saved at once
    expect((await member.as('/api/users/me')).body).toMatchObject({ email: member.email, pendingEmail: next });
    await apiClient().logIn({ identifier: member.email, password: member.password });

    const [notice] = await mailsTo(member.email);
    expect(notice!.subject).toBe('A change of your Chispa e-mail was asked for');
    expect(notice!.text).toContain(next);
    const link = new URL(await mailedLink(next));
    expect(link.pathname).toBe('/confirmEmail');
    expect((await mailsTo(next))[0]!.text).toMatch(/^Hi,\n/); // no member's words to an address not proven yet
    expect(link.searchParams.get('code')).toMatch(/^[a-f0-9]{64}$/);

    const confirmed = await confirm(link.searchParams.get('code'));
    expect([confirmed.status, confirmed.body]).toEqual([200, { ok: true, email: next }]);
    expect((await member.as('/api/users/me')).body).toMatchObject({ email: next, username: next, pendingEmail: null });
    await apiClient().logIn({ identifier: next, password: member.password });
    const old = await apiClient().call('/api/auth/local', { method: 'POST', json: { identifier: member.email, password: member.password } });
    expect(old.status).toBe(400);

    const again = await confirm(link.searchParams.get('code'));
    expect(again.status).toBe(400);
    expect(again.body.error.details.code).toBe('confirmEmail.errors.invalidCode');
  });

  it('does not apply a link once another account has taken the address', async () => {
    const member = await newMember();
    const next = freshEmail();
    await askFor(member, next);
    const code = await codeMailedTo(next);
    expect((await apiClient().call('/api/auth/local/register', { method: 'POST', json: registration(next) })).status).toBe(200);
    const refused = await confirm(code);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toBe('confirmEmail.errors.emailTaken');
    expect((await member.as('/api/users/me')).body.email).toBe(member.email);
  });

  it('refuses a link older than 24 hours', async () => {
    const member = await newMember();
    const next = freshEmail();
    await askFor(member, next);
    const code = await codeMailedTo(next);
    await (await signInEditor()).editMember(member.email, { emailChangeRequestedAt: new Date(Date.now() - 24 * 60 * 60_000 - 1000).toISOString() });
    const refused = await confirm(code);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toBe('confirmEmail.errors.expiredCode');
    expect((await member.as('/api/users/me')).body).toMatchObject({ email: member.email, pendingEmail: null });
  });

  it('drops a pending change when the password is reset (what the old address is told to do)', async () => {
    const member = await newMember();
    const next = freshEmail();
    await askFor(member, next);
    const code = await codeMailedTo(next);
    await apiClient().call('/api/auth/forgot-password', { method: 'POST', json: { email: member.email } });
    const resetCode = await codeMailedTo(member.email);
    await apiClient().call('/api/auth/reset-password', { method: 'POST', json: { code: resetCode, password: 'a-new-password', passwordConfirmation: 'a-new-password' } });
    expect((await confirm(code)).status).toBe(400);
    const { jwt } = await apiClient().logIn({ identifier: member.email, password: 'a-new-password' });
    expect((await apiClient().call('/api/users/me', { token: jwt })).body.pendingEmail).toBeNull();
  });

  it('refuses a code that was never mailed and a malformed body', async () => {
    const unknown = await confirm('f'.repeat(64));
    expect([unknown.status, unknown.body.error.details.code]).toEqual([400, 'confirmEmail.errors.invalidCode']);
    for (const body of [{}, { code: 123 }, { code: { $ne: null } }, { code: 'x'.repeat(129) }, { code: 'a', extra: 1 }, []]) {
      const bad = await apiClient().call('/api/auth/email-change/confirm', { method: 'POST', json: body });
      expect([bad.status, bad.body.error.details.code]).toEqual([400, 'validation.invalid']);
    }
  });

  it("answers a change to another member's address like any other, and mails that member a notice, never a link", async () => {
    const [member, other] = [await newMember(), await newMember()];
    const free = await askFor(member, freshEmail());
    const taken = await askFor(member, other.email);
    expect(taken.status).toBe(free.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(free.body).sort());
    expect(taken.body).toMatchObject({ email: member.email, pendingEmail: other.email });
    const [notice] = await mailsTo(other.email);
    expect(notice!.subject).toBe('Someone asked to use your address for another Chispa account');
    expect(notice!.text).not.toContain('/confirmEmail');
    expect((await member.as('/api/users/me')).body.email).toBe(member.email);
  });
  // PostgreSQL only: SQLite runs one writer at a time, so these locks do not exist there.
  it.runIf(inject('databaseEnv').DATABASE_CLIENT === 'postgres')('a sign-up referred by a member who is confirming a change to that same address waits, never deadlocks', async () => {
    const db = serverPostgres()!;
    const referrer = await newMember();
    const referralCode = (await referrer.as('/api/users/me')).body.referralCode as string;
    const next = freshEmail();
    try {
      let signUp: ReturnType<ReturnType<typeof apiClient>['call']> | undefined;
      // What confirming the change does: the member's row first (inMemberTransaction), then the address's name.
      await db.transaction(async (trx) => {
        const waiting = await deadlockWitness(db, trx);
        await trx('up_users').where('id', referrer.user.id).forUpdate().first('id');
        signUp = apiClient().call('/api/auth/local/register', { method: 'POST', json: registration(next, { referenceCode: referralCode }) });
        // The sign-up has reached the referrer's row and waits for it.
        await expect.poll(waiting, { timeout: 30_000, interval: 100 }).toBe(1);
        await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`register:${next}`]);
      });
      expect((await signUp!).status).toBe(200);
    } finally {
      await db.destroy();
    }
  });
});
