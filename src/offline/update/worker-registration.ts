import type { Workbox } from 'workbox-window';

type Handlers = {
  /** A new version is installed and waits. */
  onWaiting: () => void;
  /** A new version took this page over (not the first install, which needs no reload). */
  onControlling: () => void;
  registered: (workbox: Workbox) => void;
};

/** Same-origin addresses this page has loaded so far (data, catalogs, pictures). */
function loadedUrls() {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/`));
}

/** Registers the worker with workbox-window (service-worker.ts reads this module when it is time). */
export async function register({ onWaiting, onControlling, registered }: Handlers) {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  registered(workbox);
  // A page that had no worker yet is claimed by the first install: nothing to reload then.
  let controlled = navigator.serviceWorker.controller !== null;
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate) void workbox.messageSW({ type: 'CACHE_LOADED', urls: loadedUrls() });
  });
  workbox.addEventListener('waiting', onWaiting);
  workbox.addEventListener('controlling', () => {
    const firstInstall = !controlled;
    controlled = true;
    if (!firstInstall) onControlling();
  });
  await workbox.register();
  // The offline catalogue's code is read only now: nothing before the worker needs it.
  const { keepCatalogueFresh } = await import('../catalogue/keep-catalogue-fresh');
  keepCatalogueFresh();
}
