// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
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
  answers = {};
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
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['DELETE /v1/subscriptions/sub_gone', 'GET /v1/checkout/sessions/cs_gift', 'POST /v1/refunds']);
    expect(new URLSearchParams(seen.at(-1)!.body).get('payment_intent')).toBe('pi_gift');
  });
});
