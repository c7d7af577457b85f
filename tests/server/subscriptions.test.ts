import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor } from './editor';
import { moveGiftDates } from './gift-seams';
import { mailedLink, mailsTo, newMember, registration, type Member } from './members';

/** Follows a checkout URL the way a browser would: open the page, press a button. */
async function checkout(member: Member, url: string, button: 'pay' | 'cancel') {
  const path = new URL(url).pathname;
  const page = await member.client.call(path);
  expect(page.status).toBe(200);
  expect(String(page.body)).toMatch(button === 'pay' ? />(Pagar|Pay)</ : />(Cancelar|Cancel)</);
  const pressed = await member.client.call(`${path}/${button}`, { method: 'POST', redirect: 'manual' });
  expect(pressed.status).toBe(303);
  return new URL(pressed.headers.get('location')!);
}

const subscribe = (member: Member) =>
  member.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'premium_monthly', type: 'recurring', consentImmediatePerformance: true, expectedAmountCents: 499 } });

describe('subscriptions', () => {
  it('subscribes through the checkout, becomes premium, and cancels at the period’s end', async () => {
    const member = await newMember();
    const started = await subscribe(member);
    expect(started.status).toBe(201);
    expect(started.body.url).toMatch(/\/api\/checkout\/local\/cs_local_/);

    const landing = await checkout(member, started.body.url, 'pay');
    expect(landing.pathname).toBe('/subscription/success');
    expect(landing.searchParams.get('session_id')).toMatch(/^cs_local_/);
    expect((await member.as('/api/users/me')).body.userType).toBe('premium');
    const [current] = (await member.as('/api/subscriptions')).body.data;
    expect(current).toMatchObject({ type: 'recurring', priceId: 'premium_monthly', state: 'active' });
    expect(current).not.toHaveProperty('checkoutSessionId');

    const again = await subscribe(member);
    expect(again.status).toBe(409);
    expect(again.body.error.details.code).toBe('subscription.alreadyActive');

    const cancelled = await member.as('/api/subscriptions', { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    expect(new URL(cancelled.body.url).pathname).toBe('/subscription/cancel');
    expect(cancelled.body.checkoutUrl).toBe(cancelled.body.url);
    // Premium stays until the period paid ends (subscription-lifecycle and premium-sale follow it to its end).
    expect(cancelled.body.endsAt).toBe(current.currentPeriodEnd);
    expect((await member.as('/api/users/me')).body.userType).toBe('premium');
    expect((await member.as('/api/subscriptions')).body.data[0]).toMatchObject({ state: 'active', cancelAtPeriodEnd: true });
    const cancelledAgain = await member.as('/api/subscriptions', { method: 'DELETE' });
    expect([cancelledAgain.status, cancelledAgain.body]).toEqual([200, cancelled.body]);
  });

  it('leaves the member as they were when they cancel at the checkout', async () => {
    const member = await newMember();
    const started = await subscribe(member);
    const landing = await checkout(member, started.body.url, 'cancel');
    expect(landing.pathname).toBe('/subscription/cancel');
    expect((await member.as('/api/users/me')).body.userType).toBe('default');
    expect((await member.as('/api/subscriptions')).body.data[0].state).toBe('cancelled');
  });

  it('sends a paid gift by e-mail, and the gift link makes the new member premium once', async () => {
    const giver = await newMember();
    const friend = `friend-${randomUUID()}@chispa.test`;
    const started = await giver.as('/api/subscriptions', {
      method: 'POST',
      json: { locale: 'en', priceId: 'la_que_toca', type: 'single', consentImmediatePerformance: true, expectedAmountCents: 1999, targetEmail: friend },
    });
    expect(started.status).toBe(201);
    await checkout(giver, started.body.url, 'pay');
    expect((await giver.as('/api/users/me')).body.userType).toBe('default');

    const link = new URL(await mailedLink(friend));
    expect(link.pathname).toBe('/registration');
    expect(link.searchParams.get('email')).toBe(friend);
    const token = link.searchParams.get('token');
    const attempts = await Promise.all(
      Array.from({ length: 3 }, () => apiClient().call('/api/auth/local/register', { method: 'POST', json: registration(friend, { giftToken: token }) })),
    );
    // One account, one redemption. A sign-up that meets the account the first one made is answered
    // as any sign-up with a member's address (200, issue 48: the gift is that account's), or, when
    // the gift was applied before it looked, told the link is used: which one depends on timing.
    expect(attempts.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const attempt of attempts.filter((a) => a.status !== 200)) expect([attempt.status, attempt.body.error.details.code]).toEqual([400, 'registration.invalidGiftToken']);
    const setPasswordMails = (await mailsTo(friend)).filter((mail) => mail.subject === 'Crea tu contraseña de Chispa');
    expect(setPasswordMails).toHaveLength(1);
    const code = new URL(setPasswordMails[0]!.links[0]!).searchParams.get('code');
    const client = apiClient();
    await client.call('/api/auth/reset-password', { method: 'POST', json: { code, password: 'friend-pass-2026', passwordConfirmation: 'friend-pass-2026' } });
    const { jwt } = await client.logIn({ identifier: friend, password: 'friend-pass-2026' });
    expect((await client.call('/api/users/me', { token: jwt })).body.userType).toBe('premium');
    const gifted = Date.parse((await client.call('/api/gifts/mine', { token: jwt })).body.data.premiumUntil) - Date.now();
    expect(gifted).toBeLessThanOrEqual(365 * 24 * 60 * 60_000); // one year: applied once

    const reused = await apiClient().call('/api/auth/local/register', {
      method: 'POST',
      json: registration(`other-${randomUUID()}@chispa.test`, { giftToken: token }),
    });
    expect(reused.body.error.details.code).toBe('registration.invalidGiftToken');
  });

  it('keeps one subscription active when two checkouts are started at once and both are paid (issue 12)', async () => {
    const member = await newMember();
    const started = await Promise.all([subscribe(member), subscribe(member)]);
    expect(started.map((s) => s.status)).toEqual([201, 201]);
    await Promise.all(started.map((s) => checkout(member, s.body.url, 'pay')));
    const states = (await member.as('/api/subscriptions')).body.data.map((s: { state: string }) => s.state).sort();
    expect(states).toEqual(['active', 'duplicate']);
    expect((await member.as('/api/users/me')).body.userType).toBe('premium');

    const cancelled = await member.as('/api/subscriptions', { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    const after = (await member.as('/api/subscriptions')).body.data.map((s: { state: string; cancelAtPeriodEnd: boolean }) => `${s.state}${s.cancelAtPeriodEnd ? ' at its end' : ''}`).sort();
    expect(after).toEqual(['active at its end', 'duplicate']);
  });

  it('gives a paid gift link one year, and refuses it once that has passed (issue 12)', async () => {
    const giver = await newMember();
    const friend = `friend-${randomUUID()}@chispa.test`;
    const started = await giver.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'la_que_toca', type: 'single', consentImmediatePerformance: true, expectedAmountCents: 1999, targetEmail: friend } });
    await checkout(giver, started.body.url, 'pay');
    const token = new URL(await mailedLink(friend)).searchParams.get('token');
    const editors = await signInEditor();
    const term = Date.parse((await editors.gift(friend)).expiresAt) - Date.now();
    expect(term).toBeGreaterThan(365 * 24 * 60 * 60_000 - 120_000);
    expect(term).toBeLessThanOrEqual(365 * 24 * 60 * 60_000);

    await moveGiftDates(friend, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    const late = await apiClient().call('/api/auth/local/register', { method: 'POST', json: registration(friend, { giftToken: token }) });
    expect(late.status).toBe(400);
    expect(late.body.error.details.code).toBe('registration.giftExpired');
  });

  it.each([
    ['an unknown price', { priceId: 'free_forever', type: 'recurring' }, 'validation.invalid'],
    ['a gift without a recipient', { priceId: 'la_que_toca', type: 'single', consentImmediatePerformance: true, expectedAmountCents: 1999 }, 'validation.invalid'],
    ['a recipient for a subscription', { priceId: 'premium_monthly', type: 'recurring', consentImmediatePerformance: true, expectedAmountCents: 499, targetEmail: 'a@b.es' }, 'validation.invalid'],
    ['a gift price as a subscription', { priceId: 'la_que_toca', type: 'recurring', consentImmediatePerformance: true, expectedAmountCents: 1999 }, 'subscription.typeMismatch'],
  ])('refuses %s', async (_why, body, code) => {
    const member = await newMember();
    const refused = await member.as('/api/subscriptions', { method: 'POST', json: body });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toBe(code);
    expect((await member.as('/api/subscriptions')).body.data).toEqual([]);
  });

  it('refuses visitors and unknown checkouts', async () => {
    const anonymous = await apiClient().call('/api/subscriptions', { method: 'POST', json: { priceId: 'premium_monthly' } });
    expect([401, 403]).toContain(anonymous.status);
    const unknown = await apiClient().call(`/api/checkout/local/cs_local_${'0'.repeat(48)}`);
    expect(unknown.status).toBe(404);
  });
});
