// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { announceOnce, type AnnounceSteps } from './announce';
import type { UpdatePublished } from './model';

const PUBLISHED: UpdatePublished = {
  update: { documentId: 'u1', titles: { es: 'Obra terminada', en: null }, status: 'delivered', progress: 100 },
  project: { documentId: 'p1', titles: { es: 'Huertos', en: 'Gardens' } },
};

/** Steps over a claim set, as the table's unique key keeps it: the first insert of an update wins. */
function steps(readAs: UpdatePublished | null = PUBLISHED): AnnounceSteps & { claimed: Set<string> } {
  const claimed = new Set<string>();
  return {
    claimed,
    read: async () => readAs,
    claim: async (updateId) => !claimed.has(updateId) && Boolean(claimed.add(updateId)),
  };
}

describe("an update's announcement", () => {
  it('tells every listener once, at the first publish, and never at a later one (an edit, or an unpublish and publish)', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const at = steps();
    expect(await announceOnce(at, 'u1', [first, second])).toBe(true);
    expect(await announceOnce(at, 'u1', [first, second])).toBe(false);
    expect(await announceOnce(at, 'u1', [first, second])).toBe(false);
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith(PUBLISHED);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('is made once when two publishes race (two instances)', async () => {
    const listener = vi.fn();
    const at = steps();
    const outcomes = await Promise.all([announceOnce(at, 'u1', [listener]), announceOnce(at, 'u1', [listener])]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('is not spent while the update or its project is unpublished: the first publish with both is told', async () => {
    const listener = vi.fn();
    const hidden = steps(null);
    expect(await announceOnce(hidden, 'u1', [listener])).toBe(false);
    expect(hidden.claimed.size).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells the other listeners when one fails, and reports the failure', async () => {
    const warn = vi.fn();
    const after = vi.fn();
    await announceOnce(steps(), 'u1', [() => Promise.reject(new Error('inbox down')), after], warn);
    expect(after).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('inbox down'));
  });
});
