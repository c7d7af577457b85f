import type { Core } from '@strapi/strapi';

/** A dependency that must answer for this instance to take traffic: the database, the shared store. */
export type ReadinessCheck = () => Promise<boolean>;

const CHECK_TIMEOUT_MS = 2000;
const checks = new Map<string, ReadinessCheck>();
let draining = false;

/** A check run by every readiness probe, named in its answer (the shared store registers its own). */
export function addReadinessCheck(name: string, check: ReadinessCheck) {
  checks.set(name, check);
}

/** From SIGTERM on, the instance says it is not ready, so that the proxy sends new requests elsewhere. */
export function markDraining() {
  draining = true;
}

export const isDraining = () => draining;

const withinTimeout = (check: ReadinessCheck): Promise<boolean> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    check().then(
      (ok) => resolve(ok),
      () => resolve(false),
    ).finally(() => clearTimeout(timer));
  });

export type Readiness = { ready: boolean; draining: boolean; checks: Record<string, 'ok' | 'failing'> };

/** Every check at once, each given at most CHECK_TIMEOUT_MS: a database that hangs is a database that fails. */
export async function readiness(strapi: Core.Strapi): Promise<Readiness> {
  const all = new Map<string, ReadinessCheck>([['database', () => strapi.db.connection.raw('select 1').then(() => true)], ...checks]);
  const results = await Promise.all([...all].map(async ([name, check]) => [name, (await withinTimeout(check)) ? 'ok' : 'failing'] as const));
  const named = Object.fromEntries(results);
  return { ready: !draining && results.every(([, state]) => state === 'ok'), draining, checks: named };
}
