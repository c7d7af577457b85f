// A test's handle on the fault proxy (tests/e2e/fault-proxy.ts) through the stack's control server.
import { afterEach, expect, inject, onTestFailed } from 'vitest';
import type { FaultRule, InjectedFault } from './fault-proxy';

export type { Fault, FaultRule, InjectedFault } from './fault-proxy';

const control = (path: string, init?: RequestInit) => fetch(`${inject('controlUrl')}${path}`, init);

/** The write routes of the outbox, as rule paths. */
export const WRITE_ROUTES = {
  votes: '^/api/user-project-supports(\\?|$)',
  participations: '^/api/participations(\\?|$)',
  forms: '^/api/form-participations(\\?|$)',
  refresh: '^/api/auth/refresh(\\?|$)',
} as const;

/**
 * Puts these rules in force (replacing any others). With no seed one is drawn; either way it is
 * printed if the test fails, so that `FAULT_SEED=<seed>` repeats the same run.
 */
export async function injectFaults(rules: FaultRule[], seed?: number) {
  const fixed = seed ?? (process.env.FAULT_SEED ? Number(process.env.FAULT_SEED) : undefined);
  const response = await control('/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ rules, seed: fixed }) });
  expect(response.status, await response.clone().text()).toBe(200);
  const { seed: used } = (await response.json()) as { seed: number };
  onTestFailed(() => console.error(`fault proxy seed: ${used} (repeat with FAULT_SEED=${used})`));
  return used;
}

export async function clearFaults() {
  expect((await control('/faults', { method: 'DELETE' })).status).toBe(204);
}

/** What the proxy injected since the log was last cleared. */
export async function injectedFaults() {
  const { injected } = (await (await control('/faults/log')).json()) as { seed: number; injected: InjectedFault[] };
  return injected;
}

/** Every test starts and ends on a good network with an empty log. */
export function useFaults() {
  afterEach(async () => {
    await clearFaults();
    expect((await control('/faults/log', { method: 'DELETE' })).status).toBe(204);
  });
}
