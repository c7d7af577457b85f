// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withdrawalEnds, withdrawalRefundCents } from './withdrawal-terms';

const DAY = 24 * 60 * 60 * 1000;

describe('the withdrawal period (TRLGDCU art. 102)', () => {
  it('ends at midnight, Madrid time, of the fourteenth day after the contract', () => {
    // 10:15 in Madrid (winter, UTC+1) on 3 December: the period ends as 17 December ends there.
    expect(new Date(withdrawalEnds(Date.parse('2026-12-03T09:15:00Z'))).toISOString()).toBe('2026-12-17T23:00:00.000Z');
    // 00:30 in Madrid on 4 December is still 3 December in UTC: Madrid's day counts.
    expect(new Date(withdrawalEnds(Date.parse('2026-12-03T23:30:00Z'))).toISOString()).toBe('2026-12-18T23:00:00.000Z');
    // In summer (UTC+2).
    expect(new Date(withdrawalEnds(Date.parse('2026-07-01T10:00:00Z'))).toISOString()).toBe('2026-07-15T22:00:00.000Z');
    // Across the change to summer time (29 March 2026): midnight of 2 April in Madrid is UTC+2.
    expect(new Date(withdrawalEnds(Date.parse('2026-03-19T10:00:00Z'))).toISOString()).toBe('2026-04-02T22:00:00.000Z');
  });

  it('never gives less than fourteen whole days', () => {
    for (const at of [Date.parse('2026-12-03T22:59:59Z'), Date.parse('2026-03-28T23:30:00Z'), Date.parse('2026-10-24T21:59:00Z')]) {
      expect(withdrawalEnds(at) - at).toBeGreaterThanOrEqual(14 * DAY);
      expect(withdrawalEnds(at) - at).toBeLessThanOrEqual(15 * DAY);
    }
  });
});

describe('what a withdrawal gives back (TRLGDCU art. 108.3)', () => {
  const startedAt = Date.parse('2026-12-03T10:00:00Z');
  const periodEnd = startedAt + 30 * DAY;
  it('gives everything back on the first day, and keeps only whole days enjoyed, rounded down to the cent', () => {
    expect(withdrawalRefundCents({ amountCents: 499, startedAt, periodEnd, at: startedAt + 23 * 60 * 60 * 1000 })).toBe(499);
    // Three days of thirty: 49.9 cents kept, 49 kept.
    expect(withdrawalRefundCents({ amountCents: 499, startedAt, periodEnd, at: startedAt + 3 * DAY + 5000 })).toBe(450);
    expect(withdrawalRefundCents({ amountCents: 499, startedAt, periodEnd, at: startedAt + 14 * DAY })).toBe(499 - Math.floor((499 * 14) / 30));
  });

  it('never refunds less than nothing nor more than was paid', () => {
    expect(withdrawalRefundCents({ amountCents: 499, startedAt, periodEnd, at: startedAt + 60 * DAY })).toBe(0);
    expect(withdrawalRefundCents({ amountCents: 499, startedAt, periodEnd, at: startedAt - DAY })).toBe(499);
    expect(withdrawalRefundCents({ amountCents: 499, startedAt, periodEnd: startedAt, at: startedAt })).toBe(499);
  });
});
