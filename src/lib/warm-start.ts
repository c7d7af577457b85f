/** Where src/query-client.ts keeps the last visit's data (defined here: main.tsx reads it before the app's code). */
export const PERSISTED_CACHE_KEY = 'chispa-query-cache';

/**
 * Whether this start is a warm one: the last visit's data is stored, so the first page has nothing
 * to wait for but the app's own work. It then runs straight through, the page the soonest; a cold
 * start waits for the network anyway and spends that wait in short tasks, so that a tap is answered
 * at once meanwhile (issue 32).
 */
export function isWarmStart(): boolean {
  try {
    return window.localStorage.getItem(PERSISTED_CACHE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether this page load started warm (read once, at the start: the member's data may be dropped
 * later, at a logout). What the last visit stored is shown with the first render then, even where a
 * refresh of it (from the network or the worker's cache) landed before that render.
 */
export const startedWarm = isWarmStart();
