import { describe, expect, inject, it } from 'vitest';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { runOfflineStress } from '../../scripts/lib/offline-stress.mjs';

describe('offline stress in Chromium', () => {
  it('delivers 100 mixed actions queued offline exactly once after reconnecting (server counts match)', { timeout: 240_000 }, async () => {
    const browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
    try {
      const result = await runOfflineStress({ browser, base: inject('appUrl'), apiUrl: inject('apiUrl'), actions: 100 });
      const { votes, participations, forms } = result.queued;
      expect(votes + participations + forms).toBe(100);
      expect(votes).toBeGreaterThan(0);
      expect(result.server).toEqual({ votes, participations, forms, balance: result.expectedBalance });
    } finally {
      await browser.close();
    }
  });
});
