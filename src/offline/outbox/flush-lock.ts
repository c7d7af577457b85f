const FLUSH_LOCK = 'chispa-outbox-flush';

/** The flush running in this context, where Web Locks are missing. */
let runningHere: Promise<unknown> | null = null;

const webLocks = () => (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;

/**
 * Runs `work` unless a flush already runs: the page's tabs and the service worker share one Web
 * Lock, so no entry is ever sent twice at once. Where Web Locks are missing, the running flush
 * guards this context. Answers null when another flush held the lock.
 */
export async function withFlushLock<T>(work: () => Promise<T>, name = FLUSH_LOCK): Promise<T | null> {
  const locks = webLocks();
  if (locks) {
    return locks.request(name, { ifAvailable: true }, async (lock) => (lock ? work() : null));
  }
  if (runningHere) return null;
  const running = work();
  runningHere = running;
  try {
    return await running;
  } finally {
    runningHere = null;
  }
}

/**
 * Resolves once no flush holds the lock (at once when none does), whatever the running one ends
 * with: a flush that found the lock taken can then run after it instead of being lost.
 */
export async function whenFlushLockFree(name = FLUSH_LOCK): Promise<void> {
  const locks = webLocks();
  if (locks) return locks.request(name, async () => undefined);
  await runningHere?.catch(() => undefined);
}
