/**
 * Runs `work` unless a flush already runs: the page's tabs and the service worker share one Web
 * Lock, so no entry is ever sent twice at once. Where Web Locks are missing, a flag guards this
 * context. Answers null when another flush held the lock.
 */
let runningHere = false;

export async function withFlushLock<T>(work: () => Promise<T>, name = 'chispa-outbox-flush'): Promise<T | null> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks) {
    return locks.request(name, { ifAvailable: true }, async (lock) => (lock ? work() : null));
  }
  if (runningHere) return null;
  runningHere = true;
  try {
    return await work();
  } finally {
    runningHere = false;
  }
}
