// The randomized fault suite (issue 13): 200 mixed actions queued offline, then sent through a
// network that drops, hangs, fakes and loses answers, and refuses token refreshes for a while.
// Every action must land exactly once, and nothing may look sent that the server does not hold.
import { describe, expect, inject, it, onTestFailed } from 'vitest';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { outboxSize, runOfflineStress } from '../../scripts/lib/offline-stress.mjs';
import { clearFaults, injectedFaults, injectFaults, useFaults, WRITE_ROUTES, type FaultRule } from './faults';
import { expireSessionToken } from './offline-helpers';

const ACTIONS = 200;
const WRITES = '^/api/(user-project-supports|participations|form-participations)(\\?|$)';
/** How long the network stays bad at most; then it clears and the rest must drain. */
const FAULT_PHASE_MS = 100_000;
const DRAIN_MS = 90_000;

/**
 * Each write request meets at most one of these, tried in order with its chance (about 45% of
 * requests are hit). Hangs are few: each holds the entries that depend on it for a deadline.
 */
const WRITE_FAULTS: FaultRule[] = [
  { method: 'POST', path: WRITES, fault: 'hang', probability: 0.03, times: 2 },
  { method: 'POST', path: WRITES, fault: 'slow-body', probability: 0.03, times: 1, ms: 150 },
  { method: 'POST', path: WRITES, fault: 'drop-after', probability: 0.1 },
  { method: 'POST', path: WRITES, fault: 'drop', probability: 0.08 },
  { method: 'POST', path: WRITES, fault: 'status-503', probability: 0.08 },
  { method: 'POST', path: WRITES, fault: 'html-200', probability: 0.08 },
  { method: 'POST', path: WRITES, fault: 'redirect', probability: 0.04 },
  { method: 'POST', path: WRITES, fault: 'delay', probability: 0.05, ms: 1200 },
];

/** The first refreshes after the token expires all fail, each in its own way; then they work. */
const REFRESH_FAULTS: FaultRule[] = (['status-503', 'drop', 'drop-after', 'html-200', 'hang'] as const).map((fault) => ({
  method: 'POST',
  path: WRITE_ROUTES.refresh,
  fault,
  times: 1,
}));

/** What a member's device does on a flaky network: `online` hints now and then, the worker's sync. */
async function nudge(page: Page, round: number) {
  await page
    .evaluate((toWorker) => {
      if (toWorker) navigator.serviceWorker.controller?.postMessage({ type: 'FLUSH_OUTBOX' });
      else window.dispatchEvent(new Event('online'));
    }, round % 2 === 1)
    .catch(() => undefined); // the page may be navigating
}

describe('a bad network in Chromium (fault proxy in front of the app)', () => {
  useFaults();

  it(`${ACTIONS} mixed actions under drops, hangs, lost answers, 503s, portal pages and failed refreshes land exactly once`, { timeout: 420_000 }, async () => {
    const browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
    const invariantBreaks: string[] = [];
    let progress = 'queuing';
    onTestFailed(async () => {
      const injected = await injectedFaults();
      const byKind = injected.reduce<Record<string, number>>((counts, { fault, path }) => {
        const key = `${fault} ${path.split('?')[0]}`;
        return { ...counts, [key]: (counts[key] ?? 0) + 1 };
      }, {});
      console.error(`bad network, last seen: ${progress}\nfaults injected: ${JSON.stringify(byKind, null, 1)}\nfalsely sent: ${JSON.stringify(invariantBreaks)}`);
    });
    try {
      const result = await runOfflineStress({
        browser,
        base: inject('faultyAppUrl'),
        apiUrl: inject('apiUrl'),
        actions: ACTIONS,
        async beforeReconnect() {
          await injectFaults([...REFRESH_FAULTS, ...WRITE_FAULTS]);
        },
        async afterReconnect({ page, actions, serverTotal }) {
          // Nothing may look sent (gone from the outbox, not refused) that the server does not hold.
          // The outbox is read first: whatever left it before had reached the server before.
          const checkNothingFalselySent = async () => {
            const pending = await outboxSize(page);
            const refused = await outboxSize(page, 'failed');
            const landed = await serverTotal();
            if (landed < actions - pending - refused) invariantBreaks.push(`${actions - pending - refused} left the outbox, the server holds ${landed}`);
            progress = `${pending} waiting, ${refused} refused, ${landed} on the server (${new Date().toISOString()})`;
            return pending;
          };
          const faultsEnd = Date.now() + FAULT_PHASE_MS;
          let expired = false;
          for (let round = 0; Date.now() < faultsEnd; round += 1) {
            const pending = await checkNothingFalselySent();
            if (!expired && pending < actions - 20) {
              // The access token runs out mid-run; the reload makes the page read it again.
              await expireSessionToken(page);
              await page.reload();
              await page.locator('main h1').first().waitFor();
              expired = true;
            }
            const refreshFaults = (await injectedFaults()).filter((entry) => entry.path.startsWith('/api/auth/refresh')).length;
            if (expired && pending <= actions * 0.05 && refreshFaults === REFRESH_FAULTS.length) break;
            await nudge(page, round);
            await page.waitForTimeout(500);
          }
          await clearFaults();
          const drainEnd = Date.now() + DRAIN_MS;
          for (let round = 0; Date.now() < drainEnd; round += 1) {
            if ((await checkNothingFalselySent()) === 0) break;
            await nudge(page, round);
            await page.waitForTimeout(500);
          }
        },
      });

      const injected = await injectedFaults();
      const kinds = new Set(injected.map((entry) => entry.fault));
      console.log(`bad network: ${injected.length} faults injected (${[...kinds].join(', ')}), drained ${result.reconnectToEmptyMs} ms after reconnecting`);
      expect(invariantBreaks).toEqual([]);
      const { votes, participations, forms } = result.queued;
      expect(votes + participations + forms).toBe(ACTIONS);
      expect(votes).toBeGreaterThan(1); // several projects
      expect(result.refused).toBe(0);
      expect(result.server).toEqual({ votes, participations, forms, balance: result.expectedBalance });
      // The run met the faults it is about: lost answers, drops, fakes, and every failed refresh.
      for (const fault of ['drop-after', 'drop', 'status-503', 'html-200'] as const) expect(kinds, fault).toContain(fault);
      expect(injected.filter((entry) => entry.path.startsWith('/api/auth/refresh')).map((entry) => entry.fault)).toEqual(REFRESH_FAULTS.map((rule) => rule.fault));
    } finally {
      await browser.close();
    }
  });
});
