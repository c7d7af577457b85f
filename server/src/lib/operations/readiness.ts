import type { Core } from '@strapi/strapi';
import { databaseAnswers } from '../strapi-internals';

/** A dependency that must answer for this instance to take traffic: the database, the shared store. */
export type ReadinessCheck = () => Promise<boolean>;

const CHECK_TIMEOUT_MS = 2000;
/** A critical check failing takes the instance out of rotation; another one is only reported (degraded). */
const checks = new Map<string, { check: ReadinessCheck; critical: boolean }>();
let draining = false;

/** A check run by every readiness probe, named in its answer (the shared store registers its own). */
export function addReadinessCheck(name: string, check: ReadinessCheck, { critical = true } = {}) {
  checks.set(name, { check, critical });
}

/** From SIGTERM on, the instance says it is not ready, so that the proxy sends new requests elsewhere. */
export function markDraining() {
  draining = true;
}

export const isDraining = () => draining;

/** A check given at most CHECK_TIMEOUT_MS: false when it fails or hangs (also the metrics' database figure). */
export const withinTimeout = (check: ReadinessCheck): Promise<boolean> =>
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
  const database = { check: () => databaseAnswers(strapi), critical: true };
  const all = [['database', database] as const, ...checks];
  const results = await Promise.all(all.map(async ([name, { check, critical }]) => ({ name, critical, ok: await withinTimeout(check) })));
  const named = Object.fromEntries(results.map(({ name, ok }) => [name, ok ? 'ok' : 'failing'] as const));
  return { ready: !draining && results.every(({ ok, critical }) => ok || !critical), draining, checks: named };
}
