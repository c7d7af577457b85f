import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageParsed } from './page-parsed';

describe('pageParsed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('settles at once on a parsed page', async () => {
    await expect(pageParsed()).resolves.toBeUndefined();
  });

  it('waits for the end of parsing on a page still loading', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let settled = false;
    const parsed = pageParsed().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await parsed;
    expect(settled).toBe(true);
  });
});
