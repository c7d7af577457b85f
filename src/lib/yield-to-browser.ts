type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, so that the browser can paint and answer a tap in
 * between: `scheduler.yield()` where there is one (Chromium; the continuation keeps its priority),
 * else a zero-delay timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
