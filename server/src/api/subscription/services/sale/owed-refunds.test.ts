// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Core } from '@strapi/strapi';

const withdraw = vi.fn<(request: { sessionId: string; amountCents: number }) => Promise<void>>();
vi.mock('../checkout', () => ({ checkoutProvider: () => ({ name: 'stripe', withdraw }) }));

const { retryOwedRefunds } = await import('./withdraw');

type Row = { id: number; documentId: string; checkoutSessionId: string; providerSubscriptionId: string | null; refundedCents: number; withdrawnAt: string; refundedAt: string | null };

/** The database as retryOwedRefunds reads and writes it: the rows it is given, their refunds recorded. */
function strapiWith(rows: Row[]) {
  const asked: unknown[] = [];
  const query = {
    findMany: async (options: unknown) => {
      asked.push(options);
      return rows.filter((row) => row.refundedAt === null);
    },
    update: async ({ where, data }: { where: { id: number }; data: { refundedAt: Date } }) => {
      const row = rows.find((candidate) => candidate.id === where.id)!;
      row.refundedAt = data.refundedAt.toISOString();
      return row;
    },
  };
  const strapi = { db: { query: () => query }, log: { warn: vi.fn() } } as unknown as Core.Strapi;
  return { strapi, asked };
}

const owed = (id: number): Row => ({ id, documentId: `doc${id}`, checkoutSessionId: `cs_${id}`, providerSubscriptionId: `sub_${id}`, refundedCents: 450, withdrawnAt: '2026-11-28T10:00:00.000Z', refundedAt: null });

describe('the refunds of withdrawals the provider has not taken yet', () => {
  it('asks only for withdrawals marked a while ago and not refunded, makes each refund, and records it', async () => {
    withdraw.mockReset().mockResolvedValue();
    const rows = [owed(1), owed(2)];
    const { strapi, asked } = strapiWith(rows);
    expect(await retryOwedRefunds(strapi)).toBe(0);
    expect(asked[0]).toMatchObject({ where: { provider: 'stripe', withdrawnAt: { $notNull: true, $lt: expect.any(Date) }, refundedAt: null } });
    expect(withdraw.mock.calls.map(([request]) => [request.sessionId, request.amountCents])).toEqual([
      ['cs_1', 450],
      ['cs_2', 450],
    ]);
    expect(rows.every((row) => row.refundedAt !== null)).toBe(true);
  });

  it('leaves a refund the provider refuses again owed, for the next run, and goes on with the others', async () => {
    withdraw.mockReset().mockRejectedValueOnce(new Error('Stripe is down')).mockResolvedValue();
    const rows = [owed(1), owed(2)];
    const { strapi } = strapiWith(rows);
    expect(await retryOwedRefunds(strapi)).toBe(1);
    expect(rows.map((row) => row.refundedAt === null)).toEqual([true, false]);
    expect(await retryOwedRefunds(strapi)).toBe(0);
    expect(rows.every((row) => row.refundedAt !== null)).toBe(true);
  });
});
