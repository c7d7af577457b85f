// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settlement } from './sending-store';

const written: Settlement[][] = [];
let failNext = false;
vi.mock('./sending-store', () => ({
  settleEntries: vi.fn(async (batch: Settlement[]) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (failNext) {
      failNext = false;
      throw new Error('QuotaExceededError');
    }
    written.push(batch);
  }),
}));

const { settlementWriter } = await import('./settlement-writer');

const settlement = (id: string) => ({ id, report: { id, userId: 1, result: { outcome: 'sent' } } }) as unknown as Settlement;

describe('settlementWriter', () => {
  beforeEach(() => {
    written.length = 0;
  });

  it('writes settlements of the same moment in one transaction, and those that come meanwhile in the next', async () => {
    const writer = settlementWriter();
    writer.add(settlement('a'));
    writer.add(settlement('b'));
    writer.add(settlement('c'));
    await new Promise((resolve) => setTimeout(resolve, 1)); // the first batch is being written
    writer.add(settlement('d'));
    writer.add(settlement('e'));
    await writer.drained();
    expect(written.map((batch) => batch.map((s) => s.id))).toEqual([['a', 'b', 'c'], ['d', 'e']]);
  });

  it('reports a failed write when drained, so the flush fails and the entries stay queued', async () => {
    const writer = settlementWriter();
    failNext = true;
    writer.add(settlement('a'));
    await expect(writer.drained()).rejects.toThrow('QuotaExceededError');
    expect(written).toEqual([]);
  });

  it('is drained at once when nothing was added', async () => {
    await expect(settlementWriter().drained()).resolves.toBeUndefined();
  });
});
