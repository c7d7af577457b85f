import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWarmStart, PERSISTED_CACHE_KEY } from './warm-start';

describe('isWarmStart', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is warm when the last visit left its data', () => {
    expect(isWarmStart()).toBe(false);
    localStorage.setItem(PERSISTED_CACHE_KEY, '{}');
    expect(isWarmStart()).toBe(true);
  });

  it('is cold when storage refuses to be read', () => {
    localStorage.setItem(PERSISTED_CACHE_KEY, '{}');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(isWarmStart()).toBe(false);
  });
});
