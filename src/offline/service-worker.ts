import { Workbox } from 'workbox-window';

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

/** Registers the service worker of the built app (none in development, where Vite serves sources). */
export function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  // A page that had no worker yet is claimed by the first install: nothing to reload then.
  let controlled = navigator.serviceWorker.controller !== null;
  workbox.addEventListener('waiting', () => setState('waiting'));
  workbox.addEventListener('controlling', () => {
    const firstInstall = !controlled;
    controlled = true;
    if (firstInstall) return;
    // Reload once, in the tab where the member said yes; other tabs offer a reload instead of losing input.
    if (acceptedHere) window.location.reload();
    else setState('activated');
  });
  void workbox.register();
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
