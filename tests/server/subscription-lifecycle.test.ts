import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInEditor } from './editor';
import { moveGiftDates } from './gift-seams';
import { mailedLink, mailsTo, newMember, type Member } from './members';
import { apiClient } from './client';
import { sendEvent, signature, stripeEvent, stripeObjects, type TestEvent } from './stripe-events';

const DAY_S = 86_400;
const seconds = () => Math.floor(Date.now() / 1000);

type Subscription = { documentId: string; state: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean | null };

/** A member with a subscription checkout started (pending), as Stripe's events will speak of it. */
async function pendingSubscription(member?: Member) {
  const who = member ?? (await newMember());
  const started = await who.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'premium_monthly', type: 'recurring', consentImmediatePerformance: true, expectedAmountCents: 499 } });
  expect(started.status).toBe(201);
  const sessionId = new URL(started.body.url).pathname.split('/').pop()!;
  const [row] = (await who.as('/api/subscriptions')).body.data as Subscription[];
  return { member: who, sessionId, reference: row!.documentId, subscriptionId: `sub_test_${randomBytes(8).toString('hex')}` };
}

type Paid = Awaited<ReturnType<typeof pendingSubscription>>;

const subscriptionOf = async (member: Member) => ((await member.as('/api/subscriptions')).body.data as Subscription[])[0]!;
const userType = async (member: Member) => (await member.as('/api/users/me')).body.userType as string;

async function applied(event: TestEvent, outcome = 'applied') {
  const answer = await sendEvent(event);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.outcome).toBe(outcome);
}

/** Completed checkout and its first invoice, paid for `days` from now (in the order Stripe often sends them: the invoice first). */
async function paid(days = 30, subscription?: Paid) {
  const s = subscription ?? (await pendingSubscription());
  await applied(stripeEvent('invoice.paid', stripeObjects.invoice(s.subscriptionId, s.reference, seconds(), seconds() + Math.round(days * DAY_S))));
  await applied(stripeEvent('checkout.session.completed', stripeObjects.session(s.sessionId, s.reference, s.subscriptionId)));
  expect(await userType(s.member)).toBe('premium');
  return s;
}

describe("Stripe's events: money follows Stripe (issue 33)", () => {
  it('activates on a completed checkout, once however often the event comes, and keeps the period the invoice paid', async () => {
    const s = await pendingSubscription();
    const completed = stripeEvent('checkout.session.completed', stripeObjects.session(s.sessionId, s.reference, s.subscriptionId));
    const outcomes = await Promise.all([sendEvent(completed), sendEvent(completed)]);
    // One applies it; the other is told it was (if it came after) or to send it again (if it came while
    // the first was at it: acknowledged, an event that then failed would never come back).
    const [first, second] = outcomes.sort((a, b) => (a.body.outcome === 'applied' ? -1 : b.body.outcome === 'applied' ? 1 : 0));
    expect(first!.status).toBe(200);
    expect(first!.body.outcome).toBe('applied');
    if (second!.status === 200) expect(second!.body.outcome).toBe('repeated');
    else expect([second!.status, second!.body.error.details.code]).toEqual([409, 'webhook.applying']);
    await applied(completed, 'repeated');
    expect(await userType(s.member)).toBe('premium');
    const end = seconds() + 30 * DAY_S;
    const invoice = stripeEvent('invoice.paid', stripeObjects.invoice(s.subscriptionId, s.reference, seconds(), end));
    await applied(invoice);
    await applied(invoice, 'repeated');
    expect(await subscriptionOf(s.member)).toMatchObject({ state: 'active', currentPeriodEnd: new Date(end * 1000).toISOString(), cancelAtPeriodEnd: false });
  });

  it('refuses an event with a bad signature, a wrong secret or none, and changes nothing', async () => {
    const s = await paid();
    const deleted = stripeEvent('customer.subscription.deleted', stripeObjects.subscription(s.subscriptionId, s.reference, { status: 'canceled', ended_at: seconds() }));
    for (const options of [{ secret: 'whsec_somebody_else' }, { signed: false }]) {
      const refused = await sendEvent(deleted, options);
      expect(refused.status).toBe(400);
      expect(refused.body.error.details.code).toMatch(/^webhook\./);
    }
    // A body changed after it was signed.
    const signedPayload = JSON.stringify({ ...deleted, type: 'customer.created' });
    const forged = await apiClient().call('/api/payments/stripe/webhook', {
      method: 'POST',
      body: JSON.stringify(deleted),
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature(signedPayload) },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.details.code).toBe('webhook.badSignature');
    expect(await subscriptionOf(s.member)).toMatchObject({ state: 'active' });
    expect(await userType(s.member)).toBe('premium');
    // The same event, signed, is applied: the refusals claimed nothing.
    await applied(deleted);
    expect(await userType(s.member)).toBe('default');
  });

  it('answers a signed event that is not an event, or not ours, without changing anything', async () => {
    const s = await paid();
    const malformed = await sendEvent({ id: '', type: 'invoice.paid', created: seconds(), data: { object: {} } } as TestEvent);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details.code).toBe('webhook.malformed');
    await applied(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }), 'ignored');
    // Another product's subscription on the same Stripe account.
    await applied(stripeEvent('customer.subscription.deleted', stripeObjects.subscription('sub_not_ours', 'not-a-reference', { status: 'canceled' })));
    await applied(stripeEvent('checkout.session.completed', stripeObjects.session(`cs_test_${randomUUID()}`, s.reference)));
    expect(await userType(s.member)).toBe('premium');
  });

  it('ends Premium when a renewal fails, and brings it back when the retry is paid', async () => {
    const s = await paid(0);
    // The renewal is billed as the paid period ends: it fails.
    await applied(stripeEvent('invoice.payment_failed', stripeObjects.invoice(s.subscriptionId, s.reference, seconds(), seconds() + 30 * DAY_S)));
    expect(await subscriptionOf(s.member)).toMatchObject({ state: 'past_due' });
    expect(await userType(s.member)).toBe('default');
    await applied(stripeEvent('invoice.paid', stripeObjects.invoice(s.subscriptionId, s.reference, seconds(), seconds() + 30 * DAY_S)));
    expect(await subscriptionOf(s.member)).toMatchObject({ state: 'active' });
    expect(await userType(s.member)).toBe('premium');
  });

  it('lets a member cancel a subscription whose renewal is past due', async () => {
    const s = await paid(0);
    await applied(stripeEvent('invoice.payment_failed', stripeObjects.invoice(s.subscriptionId, s.reference, seconds(), seconds() + 30 * DAY_S)));
    const cancelled = await s.member.as('/api/subscriptions', { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    expect(await subscriptionOf(s.member)).toMatchObject({ state: 'cancelled' });
  });

  it('keeps Premium to the end of the period paid when a payment fails before it ends, and ignores the failure of a period already paid', async () => {
    const s = await paid(30);
    const end = Date.parse((await subscriptionOf(s.member)).currentPeriodEnd!) / 1000;
    // Told late: an attempt for the period that was then paid.
    await applied(stripeEvent('invoice.payment_failed', stripeObjects.invoice(s.subscriptionId, s.reference, end - 30 * DAY_S, end)));
    expect(await subscriptionOf(s.member)).toMatchObject({ state: 'active' });
    // The next period's payment fails early: past due, Premium until the paid period ends.
    await applied(stripeEvent('invoice.payment_failed', stripeObjects.invoice(s.subscriptionId, s.reference, end, end + 30 * DAY_S)));
    expect(await subscriptionOf(s.member)).toMatchObject({ state: 'past_due' });
    expect(await userType(s.member)).toBe('premium');
  });

  it('ends Premium when the subscription is deleted at Stripe, and no older event brings it back', async () => {
    const s = await paid();
    const created = seconds();
    const olderUpdate = stripeEvent('customer.subscription.updated', stripeObjects.subscription(s.subscriptionId, s.reference, { status: 'active' }), created - 60);
    await applied(stripeEvent('customer.subscription.deleted', stripeObjects.subscription(s.subscriptionId, s.reference, { status: 'canceled', ended_at: created }), created));
    expect(await subscriptionOf(s.member)).toMatchObject({ state: 'cancelled' });
    expect(await userType(s.member)).toBe('default');
    await applied(olderUpdate);
    await applied(stripeEvent('invoice.paid', stripeObjects.invoice(s.subscriptionId, s.reference, seconds(), seconds() + 30 * DAY_S)));
    expect(await subscriptionOf(s.member)).toMatchObject({ state: 'cancelled' });
    expect(await userType(s.member)).toBe('default');
  });

  it('follows a cancellation at the period’s end: Premium until then, then over', async () => {
    // Paid for three more seconds.
    const s = await paid(3 / DAY_S);
    const end = Date.parse((await subscriptionOf(s.member)).currentPeriodEnd!) / 1000;
    await applied(
      stripeEvent('customer.subscription.updated', stripeObjects.subscription(s.subscriptionId, s.reference, { status: 'active', cancel_at_period_end: true, current_period_end: end })),
    );
    expect(await subscriptionOf(s.member)).toMatchObject({ state: 'active', cancelAtPeriodEnd: true });
    expect(await userType(s.member)).toBe('premium');
    // The scheduler (every second here) ends it once the period is over.
    await expect.poll(() => userType(s.member), { timeout: 15_000, interval: 500 }).toBe('default');
    expect(await subscriptionOf(s.member)).toMatchObject({ state: 'expired' });
  });

  it('applies subscription updates in the order Stripe made them, not the order they came in', async () => {
    // The period paid has just ended; the renewal is not paid.
    const s = await paid(0);
    const created = seconds();
    const unpaid = stripeEvent('customer.subscription.updated', stripeObjects.subscription(s.subscriptionId, s.reference, { status: 'unpaid', current_period_end: created }), created);
    const stale = stripeEvent('customer.subscription.updated', stripeObjects.subscription(s.subscriptionId, s.reference, { status: 'active' }), created - 120);
    await applied(unpaid);
    await applied(stale);
    expect(await subscriptionOf(s.member)).toMatchObject({ state: 'past_due' });
    expect(await userType(s.member)).toBe('default');
  });

  it('does not activate a checkout whose subscription Stripe deleted first (events out of order)', async () => {
    const s = await pendingSubscription();
    await applied(stripeEvent('customer.subscription.deleted', stripeObjects.subscription(s.subscriptionId, s.reference, { status: 'canceled', ended_at: seconds() })));
    await applied(stripeEvent('checkout.session.completed', stripeObjects.session(s.sessionId, s.reference, s.subscriptionId)));
    expect(await subscriptionOf(s.member)).toMatchObject({ state: 'cancelled' });
    expect(await userType(s.member)).toBe('default');
  });

  it('clears a checkout left unpaid when Stripe lets it expire', async () => {
    const s = await pendingSubscription();
    await applied(stripeEvent('checkout.session.expired', stripeObjects.session(s.sessionId, s.reference)));
    expect(await subscriptionOf(s.member)).toMatchObject({ state: 'expired' });
    // A new checkout can start (nothing is pending or active).
    const again = await s.member.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'premium_monthly', type: 'recurring', consentImmediatePerformance: true, expectedAmountCents: 499 } });
    expect(again.status).toBe(201);
  });

  it('changes nothing when any event of the lifecycle comes a second time', async () => {
    const s = await pendingSubscription();
    const now = seconds();
    const events = [
      stripeEvent('checkout.session.completed', stripeObjects.session(s.sessionId, s.reference, s.subscriptionId)),
      stripeEvent('invoice.paid', stripeObjects.invoice(s.subscriptionId, s.reference, now, now + 30 * DAY_S)),
      stripeEvent('invoice.payment_failed', stripeObjects.invoice(s.subscriptionId, s.reference, now + 30 * DAY_S, now + 60 * DAY_S)),
      stripeEvent('customer.subscription.updated', stripeObjects.subscription(s.subscriptionId, s.reference, { status: 'active', cancel_at_period_end: true }), now + 1),
      stripeEvent('customer.subscription.deleted', stripeObjects.subscription(s.subscriptionId, s.reference, { status: 'canceled', ended_at: now + 2 }), now + 2),
    ];
    const seen = async () => ({ subscription: await subscriptionOf(s.member), userType: await userType(s.member) });
    for (const event of events) {
      await applied(event);
      const after = await seen();
      await applied(event, 'repeated');
      expect(await seen(), event.type).toEqual(after);
    }
    const other = await pendingSubscription();
    const expired = stripeEvent('checkout.session.expired', stripeObjects.session(other.sessionId, other.reference));
    await applied(expired);
    await applied(expired, 'repeated');
    expect(await subscriptionOf(other.member)).toMatchObject({ state: 'expired' });
  });

  it('keeps a gift’s Premium when the member’s own subscription ends', async () => {
    const giver = await newMember();
    const s = await pendingSubscription();
    const started = await giver.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'la_que_toca', type: 'single', consentImmediatePerformance: true, expectedAmountCents: 1999, targetEmail: s.member.email } });
    await giver.client.call(`${new URL(started.body.url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
    await paid(30, s);
    await applied(stripeEvent('customer.subscription.deleted', stripeObjects.subscription(s.subscriptionId, s.reference, { status: 'canceled', ended_at: seconds() })));
    expect(await userType(s.member)).toBe('premium');
  });
});

describe('gifts to members who already have an account (issue 33)', () => {
  it('applies the paid gift to the account at once, for a year, and tells the member by mail', async () => {
    const giver = await newMember();
    const friend = await newMember();
    const started = await giver.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'la_que_toca', type: 'single', consentImmediatePerformance: true, expectedAmountCents: 1999, targetEmail: friend.email.toUpperCase() } });
    expect(started.status).toBe(201);
    const paidAnswer = await giver.client.call(`${new URL(started.body.url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paidAnswer.status).toBe(303);
    expect(await userType(friend)).toBe('premium');
    expect(await userType(giver)).toBe('default');
    const mails = await mailsTo(friend.email);
    const told = mails.find((mail) => mail.subject === 'Te han regalado Chispa Premium');
    expect(told?.text).toContain('ya está en tu cuenta');
    expect(told?.text).not.toContain('/registration');

    const editors = await signInEditor();
    const gift = await editors.gift(friend.email);
    expect(gift.state).toBe('redeemed');
    const year = Date.parse(gift.premiumUntil) - Date.now();
    expect(year).toBeGreaterThan(364 * DAY_S * 1000);
    expect(year).toBeLessThanOrEqual(365 * DAY_S * 1000);

    // Its year over: Premium ends (the scheduler passes every second here).
    await moveGiftDates(friend.email, { premiumUntil: new Date(Date.now() - 1000).toISOString() });
    await expect.poll(() => userType(friend), { timeout: 15_000, interval: 500 }).toBe('default');
    expect((await editors.gift(friend.email)).state).toBe('ended');
  });

  /** The giver's gift checkout for `to`, the next mail to `to` refused (the mail server down), paid on the local checkout. */
  async function giftPaidWhileMailIsDown(to: string) {
    const giver = await newMember();
    const started = await giver.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'la_que_toca', type: 'single', consentImmediatePerformance: true, expectedAmountCents: 1999, targetEmail: to } });
    expect(started.status).toBe(201);
    const checkout = new URL(started.body.url).pathname;
    const mailsBefore = (await mailsTo(to)).length;
    const outage = await apiClient().call('/dev/mailbox/outage', { method: 'POST', json: { to, mails: 1 } });
    expect(outage.status).toBe(204);
    // The event fails (its mail could not go), so the provider will send it again.
    const paidAnswer = await giver.client.call(`${checkout}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paidAnswer.status).toBe(500);
    const [row] = (await giver.as('/api/subscriptions')).body.data as Subscription[];
    expect(row!.state).toBe('active');
    expect(await mailsTo(to)).toHaveLength(mailsBefore);
    return stripeEvent('checkout.session.completed', stripeObjects.session(checkout.split('/').pop()!, row!.documentId));
  }

  it('delivers a gift whose mail failed when the provider sends the event again: applied once, told once', async () => {
    const friend = await newMember();
    const completed = await giftPaidWhileMailIsDown(friend.email);
    expect(await userType(friend)).toBe('premium'); // applied before the mail failed
    await applied(completed);
    await applied(stripeEvent(completed.type, completed.data.object), 'applied'); // another delivery of the same news
    const told = (await mailsTo(friend.email)).filter((mail) => mail.subject === 'Te han regalado Chispa Premium');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('ya está en tu cuenta');
    const gift = await (await signInEditor()).gift(friend.email);
    expect(gift).toMatchObject({ state: 'redeemed' });
    expect(gift.deliveredAt).toBeTruthy();
    // One year, not two: the retry did not apply it again.
    expect(Date.parse(gift.premiumUntil) - Date.now()).toBeLessThanOrEqual(365 * DAY_S * 1000);
  });

  it('mails the sign-up link of a gift whose mail failed when the provider sends the event again, once', async () => {
    const friend = `friend-${randomUUID()}@chispa.test`;
    const completed = await giftPaidWhileMailIsDown(friend);
    await applied(completed);
    await applied(stripeEvent(completed.type, completed.data.object));
    const mails = await mailsTo(friend);
    expect(mails).toHaveLength(1);
    expect(new URL(await mailedLink(friend)).pathname).toBe('/registration');
    expect((await (await signInEditor()).gift(friend)).state).toBe('paid');
  });

  it('still mails a sign-up link to an address without an account, and its redemption gives a year', async () => {
    const giver = await newMember();
    const friend = `friend-${randomUUID()}@chispa.test`;
    const started = await giver.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'la_que_toca', type: 'single', consentImmediatePerformance: true, expectedAmountCents: 1999, targetEmail: friend } });
    await giver.client.call(`${new URL(started.body.url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
    expect(new URL(await mailedLink(friend)).pathname).toBe('/registration');
  });
});
