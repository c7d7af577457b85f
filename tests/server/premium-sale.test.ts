// Premium honestly sold (issue 53, item 3): the price shown is the price charged, the consent to
// immediate performance, cancelling at the period's end, the 14-day withdrawal, receipts, the portal.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { operatorIdentity } from '../../server/src/lib/operator/identity';
import { apiClient } from './client';
import { mailedLink, mailsTo, newMember, registration, type KeptMail, type Member } from './members';
import { sendEvent, stripeEvent, stripeObjects, type TestEvent } from './stripe-events';

const DAY = 24 * 60 * 60 * 1000;
const seconds = () => Math.floor(Date.now() / 1000);

type Price = { id: string; type: string; amountCents: number; currency: string; taxIncluded: boolean; taxPercent: number | null; interval: string | null; intervalCount: number | null; termMonths: number | null };
type Item = { documentId: string; type: string; state: string; amountCents: number; currency: string; consentedAt: string | null; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean; withdrawableUntil: string | null };

async function prices(): Promise<Record<string, Price>> {
  const answer = await apiClient().call('/api/prices');
  expect(answer.status).toBe(200);
  return Object.fromEntries((answer.body.data as Price[]).map((price) => [price.id, price]));
}

const monthly = async () => (await prices()).premium_monthly!;
const gift = async () => (await prices()).la_que_toca!;

/** A checkout started as the app starts it: the price shown, and the consent ticked. */
const start = (member: Member, price: Price, extra: Record<string, unknown> = {}) =>
  member.as('/api/subscriptions', {
    method: 'POST',
    json: { locale: 'es', priceId: price.id, type: price.type, consentImmediatePerformance: true, expectedAmountCents: price.amountCents, ...extra },
  });

const items = async (member: Member) => (await member.as('/api/subscriptions')).body.data as Item[];
const userType = async (member: Member) => (await member.as('/api/users/me')).body.userType as string;
const pay = (member: Member, url: string) => member.client.call(`${new URL(url).pathname}/pay`, { method: 'POST', redirect: 'manual' });

/** A member who subscribed and paid on the local checkout (its events: the completion and the first invoice). */
async function subscribed(member?: Member) {
  const who = member ?? (await newMember());
  const started = await start(who, await monthly());
  expect(started.status).toBe(201);
  expect((await pay(who, started.body.url)).status).toBe(303);
  expect(await userType(who)).toBe('premium');
  return who;
}

/** The server's "now", `offsetMs` ahead of the real time (POST /dev/clock); put back after each test. */
const moveClock = async (offsetMs: number) => expect((await apiClient().call('/dev/clock', { method: 'POST', json: { offsetMs } })).status).toBe(204);
afterEach(async () => {
  await moveClock(0);
});

const receiptsTo = async (email: string) => (await mailsTo(email)).filter((mail) => /^(Tu recibo de Chispa|Your Chispa receipt) CH-\d{4}-\d{6}$/.test(mail.subject));
const numberOf = (mail: KeptMail) => Number(mail.subject.slice(-6));
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

async function applied(event: TestEvent, outcome = 'applied') {
  const answer = await sendEvent(event);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.outcome).toBe(outcome);
}

describe('the price shown is the price charged', () => {
  it('shows each price from the table the checkout charges, with IVA included, its period and what a gift gives', async () => {
    const all = await prices();
    expect(all.premium_monthly).toEqual({ id: 'premium_monthly', type: 'recurring', amountCents: 499, currency: 'EUR', taxIncluded: true, taxPercent: 21, interval: 'month', intervalCount: 1, termMonths: null });
    expect(all.la_que_toca).toEqual({ id: 'la_que_toca', type: 'single', amountCents: 1999, currency: 'EUR', taxIncluded: true, taxPercent: 21, interval: null, intervalCount: null, termMonths: 12 });
  });

  it('charges the amount shown: the checkout shows it, and the subscription records it with the consent', async () => {
    const member = await newMember();
    const price = await monthly();
    const started = await start(member, price);
    expect(started.status).toBe(201);
    const page = await member.client.call(new URL(started.body.url).pathname);
    expect(String(page.body)).toContain(`data-amount-cents="${price.amountCents}"`);
    expect(plain(String(page.body))).toContain('4,99 €');
    expect(String(page.body)).toContain('14 días naturales');
    const [row] = await items(member);
    expect(row).toMatchObject({ amountCents: price.amountCents, currency: 'EUR', state: 'pending', withdrawableUntil: null });
    expect(Date.now() - Date.parse(row!.consentedAt!)).toBeLessThan(60_000);
  });

  it('refuses a checkout without the consent to immediate performance, or at a price the member was not shown, and starts nothing', async () => {
    const member = await newMember();
    const price = await monthly();
    for (const consent of [{ consentImmediatePerformance: false }, { consentImmediatePerformance: undefined }]) {
      const refused = await start(member, price, consent);
      expect([refused.status, refused.body.error.details.code]).toEqual([400, 'subscription.consentRequired']);
    }
    const changed = await start(member, price, { expectedAmountCents: price.amountCents - 100 });
    expect([changed.status, changed.body.error.details.code, changed.body.error.details.amountCents]).toEqual([409, 'subscription.priceChanged', price.amountCents]);
    const giftChanged = await start(member, await gift(), { targetEmail: `friend-${randomUUID()}@chispa.test`, expectedAmountCents: 1 });
    expect([giftChanged.status, giftChanged.body.error.details.code]).toEqual([409, 'subscription.priceChanged']);
    const missing = await member.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: price.id, type: 'recurring', consentImmediatePerformance: true } });
    expect([missing.status, missing.body.error.details.code]).toEqual([400, 'validation.invalid']);
    expect(await items(member)).toEqual([]);
  });
});

describe('cancelling ends Premium at the end of the period paid', () => {
  it('keeps Premium until the period ends, then ends it (the lapse job, if the provider’s deletion is late)', async () => {
    const member = await newMember();
    const started = await start(member, await monthly());
    const sessionId = new URL(started.body.url).pathname.split('/').pop()!;
    const [row] = await items(member);
    const subscriptionId = `sub_test_${randomBytes(8).toString('hex')}`;
    // Paid for three more seconds.
    await applied(stripeEvent('invoice.paid', stripeObjects.invoice(subscriptionId, row!.documentId, seconds(), seconds() + 3)));
    await applied(stripeEvent('checkout.session.completed', stripeObjects.session(sessionId, row!.documentId, subscriptionId)));
    const [paid] = await items(member);
    const cancelled = await member.as('/api/subscriptions', { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.endsAt).toBe(paid!.currentPeriodEnd);
    expect(await userType(member)).toBe('premium');
    expect((await items(member))[0]).toMatchObject({ state: 'active', cancelAtPeriodEnd: true });
    await expect.poll(() => userType(member), { timeout: 15_000, interval: 500 }).toBe('default');
    expect((await items(member))[0]).toMatchObject({ state: 'expired' });
    // The provider's deletion at the period's end changes nothing more.
    await applied(stripeEvent('customer.subscription.deleted', stripeObjects.subscription(subscriptionId, row!.documentId, { status: 'canceled', ended_at: seconds() })));
    expect(await userType(member)).toBe('default');
  });
});

describe('the 14-day withdrawal (TRLGDCU arts. 102–108)', () => {
  it('ends Premium now and refunds everything on the first day, once however often it is asked', async () => {
    const member = await subscribed();
    const [live] = await items(member);
    expect(live!.withdrawableUntil).not.toBeNull();
    expect(Date.parse(live!.withdrawableUntil!) - Date.now()).toBeGreaterThanOrEqual(14 * DAY - 60_000);
    expect(Date.parse(live!.withdrawableUntil!) - Date.now()).toBeLessThanOrEqual(15 * DAY);
    const [first, second] = await Promise.all([1, 2].map(() => member.as('/api/subscriptions/withdraw', { method: 'POST', json: {} })));
    expect(first!.status).toBe(200);
    expect(first!.body.data).toMatchObject({ refundedCents: 499, currency: 'EUR' });
    expect(second!.status).toBe(200);
    expect(second!.body.data).toEqual(first!.body.data);
    const again = await member.as('/api/subscriptions/withdraw', { method: 'POST', json: {} });
    expect(again.body.data).toEqual(first!.body.data);
    expect(await userType(member)).toBe('default');
    expect((await items(member))[0]).toMatchObject({ state: 'cancelled', refundedCents: 499, withdrawableUntil: null });
    // Acknowledged at once on a durable medium (art. 106.3), once for the three requests.
    const acknowledged = (await mailsTo(member.email)).filter((mail) => mail.subject === 'Hemos recibido tu desistimiento');
    expect(acknowledged).toHaveLength(1);
    expect(plain(acknowledged[0]!.text)).toContain('Te devolvemos 4,99 € en el mismo medio de pago que usaste, en un plazo máximo de 14 días');
  });

  it('keeps only the whole days enjoyed', async () => {
    const member = await subscribed();
    await moveClock(3 * DAY + 60_000);
    const withdrawn = await member.as('/api/subscriptions/withdraw', { method: 'POST', json: {} });
    expect(withdrawn.status).toBe(200);
    // 3 days of 30 enjoyed: 49.9 cents kept, rounded down to 49.
    expect(withdrawn.body.data.refundedCents).toBe(450);
    expect(await userType(member)).toBe('default');
  });

  it('is over after 14 days, and there is nothing to withdraw from without a subscription', async () => {
    const member = await subscribed();
    await moveClock(16 * DAY);
    const late = await member.as('/api/subscriptions/withdraw', { method: 'POST', json: {} });
    expect([late.status, late.body.error.details.code]).toEqual([409, 'subscription.withdrawalPeriodOver']);
    await moveClock(0);
    expect(await userType(member)).toBe('premium');
    const nobody = await (await newMember()).as('/api/subscriptions/withdraw', { method: 'POST', json: {} });
    expect([nobody.status, nobody.body.error.details.code]).toEqual([404, 'subscription.none']);
  });

  it('refunds a gift nobody has redeemed, whose link then stops working; a redeemed gift is delivered', async () => {
    const giver = await newMember();
    const friend = `friend-${randomUUID()}@chispa.test`;
    const started = await start(giver, await gift(), { targetEmail: friend });
    await pay(giver, started.body.url);
    const token = new URL(await mailedLink(friend)).searchParams.get('token');
    const [row] = await items(giver);
    expect(row!.withdrawableUntil).not.toBeNull();
    const withdrawn = await giver.as('/api/subscriptions/withdraw', { method: 'POST', json: { documentId: row!.documentId } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ refundedCents: 1999, currency: 'EUR' });
    const late = await apiClient().call('/api/auth/local/register', { method: 'POST', json: registration(friend, { giftToken: token }) });
    expect(late.body.error.details.code).toBe('registration.invalidGiftToken');

    const member = await newMember();
    const applied = await start(giver, await gift(), { targetEmail: member.email });
    await pay(giver, applied.body.url);
    expect(await userType(member)).toBe('premium');
    const [redeemed] = await items(giver);
    expect(redeemed!.withdrawableUntil).toBeNull();
    const refused = await giver.as('/api/subscriptions/withdraw', { method: 'POST', json: { documentId: redeemed!.documentId } });
    expect([refused.status, refused.body.error.details.code]).toEqual([409, 'subscription.giftDelivered']);
    expect(await userType(member)).toBe('premium');
    // Its receipt promised no withdrawal (delivered at payment); the withdrawn gift's receipt was the only one that did.
    const receipts = await receiptsTo(giver.email);
    expect(receipts).toHaveLength(2);
    expect(receipts.filter((receipt) => /desistir/.test(receipt.text))).toHaveLength(1);
  });
});

describe('receipts', () => {
  it('mails the payer a receipt for each payment: the amount with IVA and its split, the number, the issuer, the withdrawal right', async () => {
    const member = await subscribed();
    const [receipt] = await receiptsTo(member.email);
    expect(receipt).toBeDefined();
    const text = plain(receipt!.text);
    expect(text).toContain('Concepto: Chispa Premium (mensual)');
    expect(text).toContain('Importe: 4,99 € (IVA incluido)');
    expect(text).toContain('Base imponible: 4,12 €');
    expect(text).toContain('IVA (21 %): 0,87 €');
    expect(text).toContain(receipt!.subject.split(' ').pop()!);
    // The server's identity is the environment's, which the test workers share (boot-strapi.ts).
    const operator = operatorIdentity();
    expect(text).toContain(`Emitido por: ${operator.legalName} · NIF ${operator.taxId} · ${operator.address}`);
    expect(text).toContain('Derecho de desistimiento');
    expect(text).toContain('no cobra nada'); // the local checkout says so

    // A renewal: a receipt of its own, the year's next number.
    const page = new URL((await member.as('/api/subscriptions/portal', { method: 'POST' })).body.url).pathname.replace(/\/portal$/, '');
    expect((await member.client.call(`${page}/renew`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const after = await receiptsTo(member.email);
    expect(after).toHaveLength(2);
    expect(numberOf(after[0]!)).toBeGreaterThan(numberOf(after[1]!));
  });

  it('sends one receipt per invoice, however many events tell of it', async () => {
    const member = await newMember();
    const started = await start(member, await monthly());
    const sessionId = new URL(started.body.url).pathname.split('/').pop()!;
    const [row] = await items(member);
    const subscriptionId = `sub_test_${randomBytes(8).toString('hex')}`;
    const invoice = { ...stripeObjects.invoice(subscriptionId, row!.documentId, seconds(), seconds() + 30 * 86_400), amount_paid: 499, currency: 'eur', hosted_invoice_url: 'https://invoice.stripe.com/i/test', invoice_pdf: 'https://pay.stripe.com/invoice/test/pdf', number: 'TEST-0001' };
    await applied(stripeEvent('invoice.paid', invoice));
    await applied(stripeEvent('invoice.paid', invoice)); // another event of the same invoice
    await applied(stripeEvent('checkout.session.completed', stripeObjects.session(sessionId, row!.documentId, subscriptionId)));
    const receipts = await receiptsTo(member.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('Tu factura TEST-0001:\nhttps://invoice.stripe.com/i/test');
  });

  it('gives payments told at once numbers of their own, one after the other', async () => {
    const paying = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const member = await newMember();
        await start(member, await monthly());
        const [row] = await items(member);
        return { member, event: stripeEvent('invoice.paid', stripeObjects.invoice(`sub_test_${randomBytes(8).toString('hex')}`, row!.documentId, seconds(), seconds() + 30 * 86_400)) };
      }),
    );
    const answers = await Promise.all(paying.map(({ event }) => sendEvent(event)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const numbers = await Promise.all(paying.map(async ({ member }) => (await receiptsTo(member.email)).map(numberOf)));
    const all = numbers.flat().sort((a, b) => a - b);
    expect(all).toHaveLength(4);
    expect(all.at(-1)! - all[0]!).toBe(3);
  });

  it('mails the giver the receipt of a gift', async () => {
    const giver = await newMember();
    const started = await start(giver, await gift(), { targetEmail: `friend-${randomUUID()}@chispa.test` });
    await pay(giver, started.body.url);
    const [receipt] = await receiptsTo(giver.email);
    expect(plain(receipt!.text)).toContain('Concepto: Regalo: un año de Chispa Premium');
    expect(plain(receipt!.text)).toContain('Importe: 19,99 € (IVA incluido)');
    expect(receipt!.text).toContain('mientras nadie haya canjeado el regalo');
  });
});

describe('the payment method', () => {
  it('is managed on the local portal in development, which charges nothing', async () => {
    const member = await subscribed();
    const portal = await member.as('/api/subscriptions/portal', { method: 'POST' });
    expect(portal.status).toBe(200);
    const path = new URL(portal.body.url).pathname;
    expect(path).toMatch(/^\/api\/checkout\/local\/cs_local_[a-f0-9]{48}\/portal$/);
    const page = await member.client.call(path);
    expect(String(page.body)).toContain('Cambiar el método de pago');
    const changed = await member.client.call(path.replace(/portal$/, 'payment-method'), { method: 'POST', redirect: 'manual' });
    expect(changed.status).toBe(303);
    expect(String((await member.client.call(changed.headers.get('location')!)).body)).toContain('no se cobra nada');
    const nobody = await (await newMember()).as('/api/subscriptions/portal', { method: 'POST' });
    expect([nobody.status, nobody.body.error.details.code]).toEqual([404, 'subscription.none']);
  });
});
