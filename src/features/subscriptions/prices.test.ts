import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../tests/setup/fake-api';
import { fetchPrices, formatAmount } from './prices';

const monthly = { id: 'premium_monthly', type: 'recurring', amountCents: 499, currency: 'EUR', taxIncluded: true, taxPercent: 21, interval: 'month', intervalCount: 1, termMonths: null };

describe('prices', () => {
  it('are formatted in the member’s language from the server’s cents', () => {
    expect(formatAmount(499, 'EUR', 'es')).toBe('4,99\u00a0€');
    expect(formatAmount(1999, 'EUR', 'en')).toBe('€19.99');
  });

  it('are read as the server answers them', async () => {
    fakeApi({ 'GET /api/prices': () => json({ data: [monthly] }) });
    await expect(fetchPrices()).resolves.toEqual([monthly]);
  });

  it.each([
    ['without taxes included', { taxIncluded: false }],
    ['in another currency', { currency: 'USD' }],
    ['with a fractional amount', { amountCents: 4.5 }],
    ['free', { amountCents: 0 }],
    ['with an unknown period', { interval: 'week' }],
  ])('are refused %s: no price is better than a wrong one', async (_what, change) => {
    fakeApi({ 'GET /api/prices': () => json({ data: [{ ...monthly, ...change }] }) });
    await expect(fetchPrices()).rejects.toThrow();
  });
});
