/** An answer index.html asked for before the app's code arrived: its status and JSON body. */
export type EarlyAnswer = { status: number; body?: unknown };

declare global {
  interface Window {
    /** Filled by the inline script of vite-plugins/home-preload.ts; each promise settles to an answer or null. */
    __chispaEarly?: Record<string, Promise<EarlyAnswer | null> | undefined>;
  }
}

/**
 * The request index.html started for `key` (vite-plugins/home-preload.ts), taken once: the app uses
 * its answer instead of asking again. Undefined when there is none; null when it failed (the app
 * asks itself).
 */
export function takeEarly(key: string): Promise<EarlyAnswer | null> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__chispaEarly;
  const answer = early?.[key];
  if (early) delete early[key];
  return answer;
}
