// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { MAX_KEPT, memoUntilPublicWrite } from './public-memo';

describe('memoUntilPublicWrite', () => {
  it('keeps at most MAX_KEPT keys, forgetting the oldest first, so made-up keys cannot grow it without end', async () => {
    const load = vi.fn(async (key: string) => key.length);
    const memo = memoUntilPublicWrite(load);
    for (let i = 0; i <= MAX_KEPT; i += 1) await memo(`key-${i}`);
    expect(load).toHaveBeenCalledTimes(MAX_KEPT + 1);
    await memo(`key-${MAX_KEPT}`); // the newest is kept
    expect(load).toHaveBeenCalledTimes(MAX_KEPT + 1);
    await memo('key-0'); // the oldest was forgotten
    expect(load).toHaveBeenCalledTimes(MAX_KEPT + 2);
  });
});
