import { publicCacheGeneration } from './public-cache';

const TTL_MS = 5 * 60 * 1000; // the public cache's own safety net for writes that bypass Strapi
/** Keys come from requests (a project's id): made-up ones must not grow the memory without end. */
export const MAX_KEPT = 1000;

/**
 * Remembers what `load` answered for a key until public content or a role's permissions are
 * written, here or on another instance (the signal that clears the public cache). While other
 * instances cannot be heard, nothing is remembered. A failed load is not remembered.
 */
export function memoUntilPublicWrite<V>(load: (key: string) => Promise<V>) {
  let seen: number | null = null;
  const values = new Map<string, { value: Promise<V>; expires: number }>();
  return (key: string): Promise<V> => {
    const generation = publicCacheGeneration();
    if (generation === null) return load(key);
    if (generation !== seen) {
      values.clear();
      seen = generation;
    }
    const kept = values.get(key);
    if (kept && kept.expires > Date.now()) return kept.value;
    const value = load(key);
    values.delete(key);
    if (values.size >= MAX_KEPT) values.delete(values.keys().next().value!);
    values.set(key, { value, expires: Date.now() + TTL_MS });
    value.catch(() => {
      if (values.get(key)?.value === value) values.delete(key);
    });
    return value;
  };
}
