import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor } from './editor';
import { unapplyGifts } from './gift-seams';
import { giveGift, mailedLink, mailsTo, memberAt, newMember, registration, type Member } from './members';
import { sendEvent, stripeEvent, stripeObjects } from './stripe-events';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const freshAddress = (name: string) => `${name}-${randomUUID()}@chispa.test`;
const userType = async (member: Member) => (await member.as('/api/users/me')).body.userType as string;
const giftedUntil = async (member: Member) => (await member.as('/api/gifts/mine')).body.data?.premiumUntil as string | undefined;
const told = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject === 'Te han regalado Chispa Premium' && mail.text.includes('ya está en tu cuenta'));

/** A gift paid for an address with no account yet: its mailed link's token. */
async function giftLinkFor(email: string) {
  await giveGift(await newMember(), email);
  const link = new URL(await mailedLink(email));
  expect(link.pathname).toBe('/registration');
  return link.searchParams.get('token')!;
}

describe('a paid gift belongs to its address (shared/spec/decisions.md)', () => {
  it('reaches a member who joins without the link: applied at sign-up, a year, said in the set-password mail', async () => {
    const email = freshAddress('sin-enlace');
    await giftLinkFor(email);
    const member = await memberAt(email);
    expect(await userType(member)).toBe('premium');
    const until = Date.parse((await giftedUntil(member))!);
    expect(until - Date.now()).toBeGreaterThan(YEAR_MS - 120_000);
    expect(until - Date.now()).toBeLessThanOrEqual(YEAR_MS);
    const setPassword = (await mailsTo(email)).find((mail) => mail.subject === 'Crea tu contraseña de Chispa');
    expect(setPassword?.text).toContain('Alguien te ha regalado Chispa Premium');
  });

  it('reaches a member at sign-in when an older database left it unapplied, once, and says so by mail', async () => {
    const member = await newMember();
    await giveGift(await newMember(), member.email);
    expect(await userType(member)).toBe('premium');
    await unapplyGifts(member.email);
    await expect.poll(() => userType(member), { timeout: 15_000, interval: 500 }).toBe('default');
    const before = (await told(member.email)).length;
    await apiClient().logIn({ identifier: member.email, password: member.password });
    expect(await userType(member)).toBe('premium');
    await expect.poll(async () => (await told(member.email)).length, { timeout: 5_000 }).toBe(before + 1);
    await apiClient().logIn({ identifier: member.email, password: member.password });
    expect((await told(member.email)).length).toBe(before + 1);
  });

  it('is applied when its link is followed by the signed-in member of its address, and refused to anyone else', async () => {
    const email = freshAddress('con-sesion');
    const token = await giftLinkFor(email);
    const member = await memberAt(email);
    await unapplyGifts(email); // as if it had not reached them at sign-up
    await expect.poll(() => userType(member), { timeout: 15_000, interval: 500 }).toBe('default');
    const redeemed = await member.as('/api/gifts/redeem', { method: 'POST', json: { token, locale: 'es' } });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
    expect(Date.parse(redeemed.body.data.premiumUntil)).toBeGreaterThan(Date.now() + YEAR_MS - 120_000);
    expect(await userType(member)).toBe('premium');
    // Again: already theirs, the same day.
    const again = await member.as('/api/gifts/redeem', { method: 'POST', json: { token, locale: 'es' } });
    expect(again.status).toBe(200);
    expect(again.body.data.premiumUntil).toBe(redeemed.body.data.premiumUntil);

    const other = await newMember();
    const refused = await other.as('/api/gifts/redeem', { method: 'POST', json: { token, locale: 'es' } });
    expect([refused.status, refused.body.error.details.code]).toEqual([409, 'gift.otherAddress']);
    expect(await userType(other)).toBe('default');
    const unknown = await other.as('/api/gifts/redeem', { method: 'POST', json: { token: randomBytes(24).toString('hex') } });
    expect([unknown.status, unknown.body.error.details.code]).toEqual([404, 'gift.notFound']);
    expect([401, 403]).toContain((await apiClient().call('/api/gifts/redeem', { method: 'POST', json: { token } })).status);
  });

  it('reaches an account whose e-mail changes to its address, with a mail to that address', async () => {
    const member = await newMember();
    const target = freshAddress('cambio');
    await giftLinkFor(target);
    await member.as(`/api/users/${member.user.id}`, { method: 'PUT', json: { firstName: 'Test', lastName: 'Member', email: target } });
    const code = new URL(await mailedLink(target)).searchParams.get('code');
    expect((await apiClient().call('/api/auth/email-change/confirm', { method: 'POST', json: { code } })).status).toBe(200);
    expect(await userType(member)).toBe('premium');
    await expect.poll(async () => (await told(target)).length, { timeout: 5_000 }).toBe(1);
  });

  it('gives two gifts to one address a year each, one after the other', async () => {
    const email = freshAddress('dos');
    await giftLinkFor(email);
    await giftLinkFor(email);
    const member = await memberAt(email);
    const until = Date.parse((await giftedUntil(member))!);
    expect(until - Date.now()).toBeGreaterThan(2 * YEAR_MS - 120_000);
  });

  it('keeps a link redeemed at sign-up working once: the gift is the registrant’s, a second sign-up is refused', async () => {
    const email = freshAddress('enlace');
    const token = await giftLinkFor(email);
    await memberAt(email, { giftToken: token });
    const stranger = await apiClient().call('/api/auth/local/register', { method: 'POST', json: registration(freshAddress('otra'), { giftToken: token }) });
    expect([stranger.status, stranger.body.error.details.code]).toEqual([400, 'registration.invalidGiftToken']);
  });
});

describe('money the server cannot deliver goes back (issue 48)', () => {
  it('closes a member’s open checkouts when they delete their account, and refunds a payment that still arrives', async () => {
    const member = await newMember();
    const subscription = await member.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'premium_monthly', type: 'recurring', consentImmediatePerformance: true, expectedAmountCents: 499 } });
    const gift = await member.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'la_que_toca', type: 'single', consentImmediatePerformance: true, expectedAmountCents: 1999, targetEmail: freshAddress('nunca') } });
    const rows = (await member.as('/api/subscriptions')).body.data as Array<{ documentId: string; type: string }>;
    expect((await member.as('/api/account-deletion', { method: 'POST', json: { password: member.password } })).status).toBe(200);

    // Neither checkout can be paid on the local provider's page any more.
    for (const started of [subscription, gift]) {
      const path = new URL(started.body.url).pathname;
      expect(String((await apiClient().call(path)).body)).not.toMatch(/>(Pagar|Pay)</);
      expect((await apiClient().call(`${path}/pay`, { method: 'POST', redirect: 'manual' })).status).toBeGreaterThanOrEqual(400);
    }
    const editor = await signInEditor();
    const admin = async (documentId: string) =>
      (await editor.call(`/content-manager/collection-types/api::subscription.subscription?filters[$and][0][documentId][$eq]=${documentId}`)).body.results[0];
    for (const row of rows) expect((await admin(row.documentId)).state).toBe('cancelled');

    // Paid at the provider all the same (a tab left open): ended there and refunded, once.
    const recurring = rows.find((row) => row.type === 'recurring')!;
    const sessionId = new URL(subscription.body.url).pathname.split('/').pop()!;
    const providerId = `sub_test_${randomBytes(8).toString('hex')}`;
    const completed = stripeEvent('checkout.session.completed', stripeObjects.session(sessionId, recurring.documentId, providerId));
    expect((await sendEvent(completed)).body.outcome).toBe('applied');
    const refunded = await admin(recurring.documentId);
    expect(refunded).toMatchObject({ state: 'cancelled', providerSubscriptionId: providerId });
    expect(refunded.refundedAt).toBeTruthy();
    expect((await sendEvent(stripeEvent(completed.type, completed.data.object))).body.outcome).toBe('applied');
    expect((await admin(recurring.documentId)).refundedAt).toBe(refunded.refundedAt);
  });

  it('refunds a duplicate subscription at once', async () => {
    const member = await newMember();
    const start = () => member.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'premium_monthly', type: 'recurring', consentImmediatePerformance: true, expectedAmountCents: 499 } });
    const first = await start();
    const second = await start();
    for (const started of [first, second]) await member.client.call(`${new URL(started.body.url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
    const list = (await member.as('/api/subscriptions')).body.data as Array<{ documentId: string; state: string }>;
    const duplicate = list.find((row) => row.state === 'duplicate')!;
    const editor = await signInEditor();
    const row = (await editor.call(`/content-manager/collection-types/api::subscription.subscription?filters[$and][0][documentId][$eq]=${duplicate.documentId}`)).body.results[0];
    expect(row.refundedAt).toBeTruthy();
  });
});
