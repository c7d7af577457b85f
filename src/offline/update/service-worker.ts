import type { Workbox } from 'workbox-window';

/** 'waiting': a new version is installed and waits for the member; 'activated': another tab took it. */
export type UpdateState = 'none' | 'waiting' | 'activated';

let workbox: Workbox | undefined;
let state: UpdateState = 'none';
let acceptedHere = false;
const listeners = new Set<() => void>();

function setState(next: UpdateState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * How long after the page's load event the worker is registered. Its first install downloads the
 * whole shell (every route's code, both catalogs, the icons): started at once, it would share the
 * connection and the server with the first page's own data and pictures. What the page loaded
 * meanwhile is handed to the worker once it is active (CACHE_LOADED), so it is there offline too.
 */
export const REGISTRATION_DELAY_MS = 3000;

/** Runs `task` once the page has loaded, REGISTRATION_DELAY_MS have passed and the browser is idle. */
function afterPageSettles(task: () => void) {
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: REGISTRATION_DELAY_MS }) : task();
  const schedule = () => setTimeout(whenIdle, REGISTRATION_DELAY_MS);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

/** Registers the service worker of the built app (none in development, where Vite serves sources). */
export function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // A page already controlled by the worker loses nothing by waiting: it is served from its cache.
  // The registration's code (and workbox-window) is read only then: nothing before it needs them.
  afterPageSettles(() =>
    import('./worker-registration')
      .then(({ register }) =>
        register({
          onWaiting: () => setState('waiting'),
          onControlling: () => {
            // Reload once, in the tab where the member said yes; other tabs offer a reload instead of losing input.
            if (acceptedHere) window.location.reload();
            else setState('activated');
          },
          registered: (registered) => (workbox = registered),
        }),
      )
      .catch((error: unknown) => {
        // The code could not be fetched (the connection dropped), or the browser refused the worker
        // (blocked by a policy or an extension, private mode): the app works without it, and the
        // next start tries again.
        console.warn('The service worker could not be registered', error);
      }),
  );
}

export const getUpdateState = () => state;

export function subscribeToUpdates(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The member accepted the new version: it takes over and this tab reloads into it. */
export function acceptUpdate() {
  if (state === 'activated' || !workbox) {
    window.location.reload();
    return;
  }
  acceptedHere = true;
  workbox.messageSkipWaiting();
}
