// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { quoteOf } from './price-quotes';
import { stripeCheckout } from './stripe';

type Seen = { method: string; path: string; body: string; idempotencyKey: string | undefined };
type Answer = { status: number; body: unknown };

/** A stand-in for Stripe's API on loopback: records each request, answers what the test set for its method and path. */
let server: Server;
let seen: Seen[] = [];
let answers: Record<string, Answer> = {};
const read = (request: IncomingMessage) => new Promise<string>((resolve) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => resolve(body));
});
const invalid = (message: string): Answer => ({ status: 400, body: { error: { type: 'invalid_request_error', message } } });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = request.url!.split('?')[0]!;
    seen.push({ method: request.method!, path, body: await read(request), idempotencyKey: request.headers['idempotency-key'] as string | undefined });
    const answer = answers[`${request.method} ${path}`] ?? { status: 404, body: { error: { type: 'invalid_request_error', message: `No such route ${path}` } } };
    response.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': 'req_test' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  // No refund made yet, unless a test says otherwise.
  answers = { 'GET /v1/refunds': { status: 200, body: { object: 'list', data: [], has_more: false } } };
  process.env.STRIPE_PRICE_PREMIUM_MONTHLY = 'price_monthly';
  process.env.STRIPE_PRICE_LA_QUE_TOCA = 'price_gift';
});

const provider = () =>
  stripeCheckout(new Stripe('sk_test_chispa', { host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http', maxNetworkRetries: 0 }));

describe('Stripe: money taken for nothing goes back (issue 48)', () => {
  it('expires an open checkout, and leaves one already closed as it is', async () => {
    answers['POST /v1/checkout/sessions/cs_open/expire'] = { status: 200, body: { id: 'cs_open', object: 'checkout.session', status: 'expired' } };
    answers['POST /v1/checkout/sessions/cs_paid/expire'] = invalid("Only Checkout Sessions with a status of 'open' can be expired.");
    await provider().expireCheckout('cs_open');
    await provider().expireCheckout('cs_paid');
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /v1/checkout/sessions/cs_open/expire', 'POST /v1/checkout/sessions/cs_paid/expire']);
  });

  it('fails when Stripe cannot be reached or refuses the key, so nothing is deleted', async () => {
    answers['POST /v1/checkout/sessions/cs_open/expire'] = { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } } };
    await expect(provider().expireCheckout('cs_open')).rejects.toThrow();
    const closed = stripeCheckout(new Stripe('sk_test_chispa', { host: '127.0.0.1', port: 1, protocol: 'http', maxNetworkRetries: 0 }));
    await expect(closed.expireCheckout('cs_open')).rejects.toThrow();
  });

  it('cancels a subscription paid for nothing and refunds its first invoice’s payment, with one idempotency key per checkout', async () => {
    answers['DELETE /v1/subscriptions/sub_1'] = { status: 200, body: { id: 'sub_1', object: 'subscription', status: 'canceled' } };
    answers['GET /v1/checkout/sessions/cs_sub'] = { status: 200, body: { id: 'cs_sub', object: 'checkout.session', payment_intent: null, invoice: 'in_1' } };
    answers['GET /v1/invoice_payments'] = { status: 200, body: { object: 'list', data: [{ id: 'inpay_1', object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: 'pi_1' } }], has_more: false } };
    answers['POST /v1/refunds'] = { status: 200, body: { id: 're_1', object: 'refund' } };
    await provider().refundCheckout('cs_sub', 'sub_1');
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE /v1/subscriptions/sub_1',
      'GET /v1/checkout/sessions/cs_sub',
      'GET /v1/invoice_payments',
      'GET /v1/refunds',
      'POST /v1/refunds',
    ]);
    const refund = seen.at(-1)!;
    expect(new URLSearchParams(refund.body).get('payment_intent')).toBe('pi_1');
    expect(refund.idempotencyKey).toBe('chispa-refund-cs_sub');
  });

  it('refunds a one-off payment, and counts a subscription already cancelled and a payment already refunded as done', async () => {
    answers['DELETE /v1/subscriptions/sub_gone'] = invalid('No such subscription: sub_gone');
    answers['GET /v1/checkout/sessions/cs_gift'] = { status: 200, body: { id: 'cs_gift', object: 'checkout.session', payment_intent: 'pi_gift', invoice: null } };
    answers['POST /v1/refunds'] = { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } } };
    await provider().refundCheckout('cs_gift', 'sub_gone');
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['DELETE /v1/subscriptions/sub_gone', 'GET /v1/checkout/sessions/cs_gift', 'GET /v1/refunds', 'POST /v1/refunds']);
    expect(new URLSearchParams(seen.at(-1)!.body).get('payment_intent')).toBe('pi_gift');
  });
});

const form = (body: string) => new URLSearchParams(body);
const routes = () => seen.map(({ method, path }) => `${method} ${path}`);
const stripePrice = (id: string, fields: Record<string, unknown>) => ({ id, object: 'price', currency: 'eur', tax_behavior: 'inclusive', recurring: null, ...fields });

describe('Stripe: the price shown is the price charged (issue 53)', () => {
  it('reads the Price it will charge, and creates the checkout with that very Price', async () => {
    answers['GET /v1/prices/price_monthly'] = { status: 200, body: stripePrice('price_monthly', { unit_amount: 599, recurring: { interval: 'month', interval_count: 1 } }) };
    answers['POST /v1/checkout/sessions'] = { status: 200, body: { id: 'cs_new', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_new' } };
    const quote = await quoteOf(provider(), 'premium_monthly');
    expect(quote).toEqual({ id: 'premium_monthly', type: 'recurring', amountCents: 599, currency: 'EUR', taxIncluded: true, taxPercent: 21, interval: 'month', intervalCount: 1, termMonths: null });
    const started = await provider().createCheckout({ reference: 'doc1', priceId: 'premium_monthly', mode: 'recurring', email: 'ana@chispa.test', locale: 'es', successUrl: 'https://app/s', cancelUrl: 'https://app/c' });
    expect(started).toEqual({ sessionId: 'cs_new', url: 'https://checkout.stripe.com/c/pay/cs_new' });
    expect(routes()).toEqual(['GET /v1/prices/price_monthly', 'POST /v1/checkout/sessions']);
    const created = form(seen[1]!.body);
    expect(created.get('line_items[0][price]')).toBe('price_monthly');
    expect(created.get('line_items[0][quantity]')).toBe('1');
    expect(created.get('mode')).toBe('subscription');
    expect(created.get('locale')).toBe('es');
    expect(created.get('subscription_data[metadata][reference]')).toBe('doc1');
    expect(created.get('custom_text[submit][message]')).toMatch(/14 días naturales/);
    expect(created.has('invoice_creation[enabled]')).toBe(false);
  });

  it('shows no price while the Tax Rate the checkout adds would charge more than it, or split IVA otherwise', async () => {
    answers['GET /v1/prices/price_monthly'] = { status: 200, body: stripePrice('price_monthly', { unit_amount: 499, recurring: { interval: 'month', interval_count: 1 } }) };
    const rate = (fields: Record<string, unknown>) => ({ status: 200, body: { id: 'txr_1', object: 'tax_rate', active: true, inclusive: true, percentage: 21, ...fields } });
    process.env.STRIPE_TAX_RATE = 'txr_1';
    try {
      answers['GET /v1/tax_rates/txr_1'] = rate({ inclusive: false });
      await expect(quoteOf(provider(), 'premium_monthly')).rejects.toThrow(/exclusive/);
      answers['GET /v1/tax_rates/txr_1'] = rate({ active: false });
      await expect(quoteOf(provider(), 'premium_monthly')).rejects.toThrow(/inactive/);
      answers['GET /v1/tax_rates/txr_1'] = rate({ percentage: 10 });
      await expect(quoteOf(provider(), 'premium_monthly')).rejects.toThrow(/PRICES_TAX_PERCENT 21/);
      answers['GET /v1/tax_rates/txr_1'] = rate({});
      expect((await quoteOf(provider(), 'premium_monthly')).amountCents).toBe(499);
    } finally {
      delete process.env.STRIPE_TAX_RATE;
    }
  });

  it('asks Stripe for an invoice and a customer for a one-off gift, and states its withdrawal right', async () => {
    answers['GET /v1/prices/price_gift'] = { status: 200, body: stripePrice('price_gift', { unit_amount: 1999 }) };
    answers['POST /v1/checkout/sessions'] = { status: 200, body: { id: 'cs_gift', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_gift' } };
    expect(await quoteOf(provider(), 'la_que_toca')).toMatchObject({ type: 'single', amountCents: 1999, interval: null, termMonths: 12 });
    await provider().createCheckout({ reference: 'doc2', priceId: 'la_que_toca', mode: 'single', email: 'ana@chispa.test', locale: 'en', successUrl: 'https://app/s', cancelUrl: 'https://app/c' });
    const created = form(seen[1]!.body);
    expect(created.get('line_items[0][price]')).toBe('price_gift');
    expect(created.get('mode')).toBe('payment');
    expect(created.get('invoice_creation[enabled]')).toBe('true');
    expect(created.get('invoice_creation[invoice_data][metadata][reference]')).toBe('doc2');
    expect(created.get('customer_creation')).toBe('always');
    expect(created.get('custom_text[submit][message]')).toMatch(/14 calendar days/);
  });

  it('refuses to show a price with tax added on top, in another currency, or of the wrong kind', async () => {
    answers['GET /v1/prices/price_monthly'] = { status: 200, body: stripePrice('price_monthly', { unit_amount: 499, tax_behavior: 'exclusive', recurring: { interval: 'month', interval_count: 1 } }) };
    await expect(quoteOf(provider(), 'premium_monthly')).rejects.toThrow(/tax added on top/);
    answers['GET /v1/prices/price_monthly'] = { status: 200, body: stripePrice('price_monthly', { unit_amount: 499, currency: 'usd', recurring: { interval: 'month', interval_count: 1 } }) };
    await expect(quoteOf(provider(), 'premium_monthly')).rejects.toThrow(/EUR/);
    answers['GET /v1/prices/price_gift'] = { status: 200, body: stripePrice('price_gift', { unit_amount: 1999, recurring: { interval: 'month', interval_count: 1 } }) };
    await expect(quoteOf(provider(), 'la_que_toca')).rejects.toThrow(/one-off/);
    // A withdrawal before the first invoice refunds by the month the price is sold as: a yearly Price is refused.
    answers['GET /v1/prices/price_monthly'] = { status: 200, body: stripePrice('price_monthly', { unit_amount: 4990, recurring: { interval: 'year', interval_count: 1 } }) };
    await expect(quoteOf(provider(), 'premium_monthly')).rejects.toThrow(/renews every 1 year/);
  });
});

describe('Stripe: cancelling, withdrawing, the portal and invoices (issue 53)', () => {
  it('cancels at the period’s end', async () => {
    answers['POST /v1/subscriptions/sub_1'] = { status: 200, body: { id: 'sub_1', object: 'subscription', cancel_at_period_end: true } };
    await provider().cancelAtPeriodEnd('sub_1');
    expect(routes()).toEqual(['POST /v1/subscriptions/sub_1']);
    expect(form(seen[0]!.body).get('cancel_at_period_end')).toBe('true');
  });

  it('withdraws: cancels now and refunds the amount decided of the first invoice’s payment, with one idempotency key per checkout', async () => {
    answers['DELETE /v1/subscriptions/sub_1'] = { status: 200, body: { id: 'sub_1', object: 'subscription', status: 'canceled' } };
    answers['GET /v1/checkout/sessions/cs_sub'] = { status: 200, body: { id: 'cs_sub', object: 'checkout.session', payment_intent: null, invoice: 'in_1' } };
    answers['GET /v1/invoice_payments'] = { status: 200, body: { object: 'list', data: [{ id: 'inpay_1', object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: 'pi_1' } }], has_more: false } };
    answers['POST /v1/refunds'] = { status: 200, body: { id: 're_1', object: 'refund' } };
    await provider().withdraw({ sessionId: 'cs_sub', providerSubscriptionId: 'sub_1', amountCents: 450, reference: 'doc1' });
    expect(routes()).toEqual(['DELETE /v1/subscriptions/sub_1', 'GET /v1/checkout/sessions/cs_sub', 'GET /v1/invoice_payments', 'GET /v1/refunds', 'POST /v1/refunds']);
    const refund = seen.at(-1)!;
    expect(form(refund.body).get('payment_intent')).toBe('pi_1');
    expect(form(refund.body).get('amount')).toBe('450');
    expect(form(refund.body).get('metadata[chispa_key]')).toBe('chispa-withdrawal-cs_sub');
    expect(refund.idempotencyKey).toBe('chispa-withdrawal-cs_sub');
  });

  it('refunds a withdrawal once even when retried after Stripe has forgotten the idempotency key (a day later)', async () => {
    answers['DELETE /v1/subscriptions/sub_1'] = { status: 200, body: { id: 'sub_1', object: 'subscription', status: 'canceled' } };
    answers['GET /v1/checkout/sessions/cs_sub'] = { status: 200, body: { id: 'cs_sub', object: 'checkout.session', payment_intent: 'pi_1', invoice: null } };
    answers['GET /v1/refunds'] = { status: 200, body: { object: 'list', data: [{ id: 're_1', object: 'refund', amount: 450, metadata: { chispa_key: 'chispa-withdrawal-cs_sub' } }], has_more: false } };
    await provider().withdraw({ sessionId: 'cs_sub', providerSubscriptionId: 'sub_1', amountCents: 450, reference: 'doc1' });
    expect(routes()).toEqual(['DELETE /v1/subscriptions/sub_1', 'GET /v1/checkout/sessions/cs_sub', 'GET /v1/refunds']);
  });

  it('fails a withdrawal whose refund Stripe refuses, or whose payment it cannot find, so it is never recorded as refunded', async () => {
    answers['DELETE /v1/subscriptions/sub_1'] = { status: 200, body: { id: 'sub_1', object: 'subscription', status: 'canceled' } };
    answers['GET /v1/checkout/sessions/cs_disputed'] = { status: 200, body: { id: 'cs_disputed', object: 'checkout.session', payment_intent: 'pi_disputed', invoice: null, amount_total: 499 } };
    answers['POST /v1/refunds'] = { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_disputed', message: 'This charge has been disputed.' } } };
    await expect(provider().withdraw({ sessionId: 'cs_disputed', providerSubscriptionId: 'sub_1', amountCents: 499, reference: 'doc1' })).rejects.toThrow(/disputed/);
    answers['GET /v1/checkout/sessions/cs_lost'] = { status: 200, body: { id: 'cs_lost', object: 'checkout.session', payment_intent: null, invoice: 'in_9', amount_total: 499 } };
    answers['GET /v1/invoice_payments'] = { status: 200, body: { object: 'list', data: [], has_more: false } };
    await expect(provider().withdraw({ sessionId: 'cs_lost', providerSubscriptionId: 'sub_1', amountCents: 499, reference: 'doc1' })).rejects.toThrow(/nothing was refunded/);
    // A checkout of nothing (a full discount) has nothing to give back, and nothing is refused.
    answers['GET /v1/checkout/sessions/cs_free'] = { status: 200, body: { id: 'cs_free', object: 'checkout.session', payment_intent: null, invoice: null, amount_total: 0 } };
    seen = [];
    await provider().refundCheckout('cs_free', null);
    expect(routes()).toEqual(['GET /v1/checkout/sessions/cs_free']);
  });

  it('opens the customer portal for the recorded customer, and has none without one', async () => {
    answers['POST /v1/billing_portal/sessions'] = { status: 200, body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/bps_1' } };
    expect(await provider().portalUrl({ customerId: 'cus_1', sessionId: 'cs_sub', returnUrl: 'https://app.example/profile' })).toBe('https://billing.stripe.com/p/session/bps_1');
    expect(form(seen[0]!.body).get('customer')).toBe('cus_1');
    expect(form(seen[0]!.body).get('return_url')).toBe('https://app.example/profile');
    await expect(provider().portalUrl({ customerId: null, sessionId: 'cs_sub', returnUrl: 'https://app.example/profile' })).rejects.toMatchObject({ status: 404 });
    expect(seen).toHaveLength(1);
  });

  it('reads an invoice’s hosted page and PDF for the receipt', async () => {
    answers['GET /v1/invoices/in_9'] = { status: 200, body: { id: 'in_9', object: 'invoice', number: 'ABC-0001', hosted_invoice_url: 'https://invoice.stripe.com/i/in_9', invoice_pdf: 'https://pay.stripe.com/invoice/in_9/pdf' } };
    expect(await provider().invoiceLinks('in_9')).toEqual({ number: 'ABC-0001', hostedUrl: 'https://invoice.stripe.com/i/in_9', pdfUrl: 'https://pay.stripe.com/invoice/in_9/pdf' });
    expect(await provider().invoiceLinks(null)).toBeNull();
    expect(routes()).toEqual(['GET /v1/invoices/in_9']);
  });
});
