import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminWithRole } from './campaign-helpers';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { giveGift, mailedLink, mailsTo, memberAt, newMember, registration, type Member } from './members';

const DAY_MS = 24 * 60 * 60 * 1000;
const freshAddress = (name: string) => `${name}-${randomUUID()}@chispa.test`;
const userType = async (member: Member) => (await member.as('/api/users/me')).body.userType as string;

let editor: Editor;
beforeAll(async () => {
  editor = await signInEditor();
});

const extend = (email: string, days: number, requestId = randomUUID(), note = 'El pago falló por un error nuestro') =>
  editor.call('/campaign/premium', { method: 'POST', json: { email, days, note, requestId } });

describe('an editor helps a member with Premium from the campaign view (issue 48)', () => {
  it('extends Premium as a courtesy, once per request, recorded with the editor and the note, and tells the member', async () => {
    const member = await newMember();
    const requestId = randomUUID();
    const given = await extend(member.email, 30, requestId);
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    const until = Date.parse(given.body.data.premiumUntil);
    expect(until - Date.now()).toBeGreaterThan(30 * DAY_MS - 120_000);
    expect(await userType(member)).toBe('premium');
    expect((await member.as('/api/gifts/mine')).body.data.premiumUntil).toBe(given.body.data.premiumUntil);

    const again = await extend(member.email, 30, requestId);
    expect([again.status, again.body.meta.replayed]).toEqual([200, true]);
    const reused = await extend(member.email, 60, requestId);
    expect([reused.status, reused.body.error.details.code]).toEqual([409, 'campaign.courtesy.requestReused']);

    const account = (await editor.call(`/campaign/premium?email=${encodeURIComponent(member.email)}`)).body.data;
    expect(account.member).toMatchObject({ premium: true });
    expect(account.courtesies).toEqual([expect.objectContaining({ kind: 'premiumExtended', days: 30, note: 'El pago falló por un error nuestro', editor: 'admin@chispa.test' })]);
    expect(account.gifts).toEqual([expect.objectContaining({ state: 'redeemed', grantedBy: 'admin@chispa.test' })]);
    expect(JSON.stringify(account)).not.toMatch(/token|[0-9a-f]{48}/i);
    await expect.poll(async () => (await mailsTo(member.email)).some((mail) => mail.subject === 'Tienes Chispa Premium'), { timeout: 5_000 }).toBe(true);
  });

  it('adds a courtesy after the gifted Premium a member already holds', async () => {
    const member = await newMember();
    await giveGift(await newMember(), member.email);
    const gifted = Date.parse((await member.as('/api/gifts/mine')).body.data.premiumUntil);
    const given = await extend(member.email, 10);
    expect(Date.parse(given.body.data.premiumUntil) - gifted).toBeGreaterThan(10 * DAY_MS - 120_000);
  });

  it('sends a paid gift’s link again: a new link works and the first no longer does', async () => {
    const friend = freshAddress('perdido');
    await giveGift(await newMember(), friend);
    const first = new URL(await mailedLink(friend)).searchParams.get('token');
    const account = (await editor.call(`/campaign/premium?email=${encodeURIComponent(friend)}`)).body.data;
    expect(account.member).toBeNull();
    const [gift] = account.gifts;
    expect(gift).toMatchObject({ state: 'paid' });
    const resent = await editor.call(`/campaign/gifts/${gift.documentId}/resend`, { method: 'POST', json: { note: 'No le llegó el correo', requestId: randomUUID() } });
    expect([resent.status, resent.body.data.outcome]).toEqual([201, 'resent']);
    const second = new URL(await mailedLink(friend)).searchParams.get('token');
    expect(second).not.toBe(first);
    const stale = await apiClient().call('/api/auth/local/register', { method: 'POST', json: registration(friend, { giftToken: first }) });
    expect([stale.status, stale.body.error.details.code]).toEqual([400, 'registration.invalidGiftToken']);
    const member = await memberAt(friend, { giftToken: second });
    expect(await userType(member)).toBe('premium');
    const after = (await editor.call(`/campaign/premium?email=${encodeURIComponent(friend)}`)).body.data;
    expect(after.courtesies).toEqual([expect.objectContaining({ kind: 'giftResent', giftDocumentId: gift.documentId, note: 'No le llegó el correo' })]);
    const done = await editor.call(`/campaign/gifts/${gift.documentId}/resend`, { method: 'POST', json: { note: 'Otra vez', requestId: randomUUID() } });
    expect([done.status, done.body.error.details.code]).toEqual([409, 'campaign.gift.notPaid']);
  });

  it('is refused to an Author and to input it cannot take, and names a member it does not know', async () => {
    const author = await adminWithRole(editor, 'strapi-author');
    const member = await newMember();
    expect((await author.call('/campaign/premium', { method: 'POST', json: { email: member.email, days: 30, note: 'Porque sí', requestId: randomUUID() } })).status).toBe(403);
    expect((await author.call(`/campaign/premium?email=${encodeURIComponent(member.email)}`)).status).toBe(403);
    for (const days of [0, 367, 1.5, '30']) expect((await extend(member.email, days as number)).status).toBe(400);
    expect((await editor.call('/campaign/premium', { method: 'POST', json: { email: member.email, days: 5, note: 'x', requestId: randomUUID() } })).status).toBe(400);
    const unknown = await extend(freshAddress('nadie'), 5);
    expect([unknown.status, unknown.body.error.details.code]).toEqual([404, 'campaign.member.notFound']);
    expect(await userType(member)).toBe('default');
  });
});
