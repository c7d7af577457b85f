import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../tests/setup/fake-api';
import { cancelSubscription, currentSubscription, openPaymentPortal, startSubscription, subscriptionErrorKey, withdrawSubscription, type Subscription } from './api';
import { HTTPError } from '../../lib/http';

const item = (documentId: string, type: Subscription['type'], state: Subscription['state'], paid = state !== 'pending'): Subscription => ({
  documentId,
  type,
  priceId: type === 'recurring' ? 'premium_monthly' : 'la_que_toca',
  state,
  activatedAt: paid ? '2026-03-01T10:00:00.000Z' : null,
  cancelledAt: state === 'cancelled' || state === 'expired' ? '2026-04-10T08:00:00.000Z' : null,
  createdAt: null,
});

describe('current subscription', () => {
  it('is none for an empty list, else the first (newest) item', () => {
    expect(currentSubscription([])).toBeNull();
    expect(currentSubscription([item('b', 'recurring', 'cancelled'), item('a', 'recurring', 'cancelled')])?.documentId).toBe('b');
  });

  it('is never a gift the member bought for someone else', () => {
    expect(currentSubscription([item('g', 'single', 'active'), item('s', 'recurring', 'cancelled')])?.documentId).toBe('s');
    expect(currentSubscription([item('g', 'single', 'active')])).toBeNull();
  });

  it('is the active one when a newer checkout was never paid', () => {
    expect(currentSubscription([item('new', 'recurring', 'pending'), item('old', 'recurring', 'active')])?.documentId).toBe('old');
  });

  it('skips a checkout the member left without paying: it is not a subscription that ended', () => {
    const left = item('left', 'recurring', 'cancelled', false);
    expect(currentSubscription([left])).toBeNull();
    expect(currentSubscription([left, item('ended', 'recurring', 'cancelled')])?.documentId).toBe('ended');
    expect(currentSubscription([item('gone', 'recurring', 'expired', false), item('open', 'recurring', 'pending')])?.documentId).toBe('open');
  });

  it('skips a duplicate checkout paid while another was active (the server cancels it)', () => {
    expect(currentSubscription([item('dup', 'recurring', 'duplicate'), item('one', 'recurring', 'active')])?.documentId).toBe('one');
    expect(currentSubscription([item('dup', 'recurring', 'duplicate'), item('one', 'recurring', 'cancelled')])?.documentId).toBe('one');
  });
});

describe('subscription calls', () => {
  it('follow only web addresses', async () => {
    fakeApi({
      'POST /api/subscriptions': () => json({ url: 'javascript:alert(1)' }, 201),
      'DELETE /api/subscriptions': () => json({ url: 'https://checkout.stripe.com/c/pay/cs_1', endsAt: '2026-04-01T10:00:00.000Z' }),
      'POST /api/subscriptions/portal': () => json({ url: 'data:text/html,<script>alert(1)</script>' }),
    });
    await expect(startSubscription(499)).rejects.toThrow();
    await expect(cancelSubscription()).resolves.toBe('https://checkout.stripe.com/c/pay/cs_1');
    await expect(openPaymentPortal()).rejects.toThrow();
  });

  it('read a withdrawal’s refund, and refuse an answer without it', async () => {
    let answer: unknown = { data: { refundedCents: 432, currency: 'EUR', endedAt: '2026-03-05T10:00:00.000Z' } };
    fakeApi({ 'POST /api/subscriptions/withdraw': () => json(answer) });
    await expect(withdrawSubscription()).resolves.toEqual({ refundedCents: 432, currency: 'EUR', endedAt: '2026-03-05T10:00:00.000Z' });
    answer = { data: { refunded: true } };
    await expect(withdrawSubscription()).rejects.toThrow();
  });

  it('map server codes to messages, anything else to the spec’s generic key', async () => {
    const refusal = (status: number, code?: string) =>
      new HTTPError(json({ error: { status, details: code ? { code } : {} } }, status), new Request('http://localhost/api/subscriptions'), {} as never);
    expect(await subscriptionErrorKey(refusal(409, 'subscription.alreadyActive'))).toBe('subscriptionBox.alreadyActive');
    expect(await subscriptionErrorKey(refusal(404, 'subscription.none'))).toBe('subscriptionBox.none');
    expect(await subscriptionErrorKey(refusal(503, 'payments.unavailable'))).toBe('subscription.errors.paymentsUnavailable');
    expect(await subscriptionErrorKey(refusal(409, 'subscription.priceChanged'))).toBe('checkout.errors.priceChanged');
    expect(await subscriptionErrorKey(refusal(400, 'subscription.consentRequired'))).toBe('checkout.errors.consentRequired');
    expect(await subscriptionErrorKey(refusal(409, 'subscription.withdrawalPeriodOver'))).toBe('subscriptionBox.withdrawalPeriodOver');
    expect(await subscriptionErrorKey(refusal(400, 'validation.invalid'))).toBe('subscription.errors.genericServerError');
    expect(await subscriptionErrorKey(new TypeError('Failed to fetch'))).toBe('subscription.errors.genericServerError');
  });
});
