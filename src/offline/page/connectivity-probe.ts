import { isFromOurServer, onReachabilityChange, reachability, reportReachable, reportUnreachable } from '../outbox/connectivity';
import { withDeadline } from '../outbox/deadline';

/** How often the server is asked while it cannot be reached, and how long one ask may take. */
const PROBE_INTERVAL_MS = 15_000;
const PROBE_TIMEOUT_MS = 8_000;

/** One cheap request that only our server answers as it does; its outcome is the connectivity state. */
async function probe(origin = globalThis.location.origin): Promise<void> {
  try {
    const response = await withDeadline(PROBE_TIMEOUT_MS, (signal) => fetch(new URL('/api/ping', origin), { cache: 'no-store', redirect: 'manual', signal }));
    if (isFromOurServer(response) && response.ok) reportReachable();
    else reportUnreachable();
  } catch {
    reportUnreachable();
  }
}

/**
 * While the server cannot be reached, asks it again every PROBE_INTERVAL_MS, and at once when the
 * browser says it is online or the app comes back to view, so that the banner, the outbox and the
 * screens waiting to retry learn of its return without the member doing anything.
 */
export function startConnectivityProbe() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    if (reachability() === 'unreachable') timer = setTimeout(() => void probe().finally(schedule), PROBE_INTERVAL_MS);
  };
  const probeNow = () => void probe().finally(schedule);
  const onOffline = () => reportUnreachable(); // the device has no network at all: no need to ask
  const onVisible = () => {
    if (document.visibilityState === 'visible' && reachability() === 'unreachable') probeNow();
  };
  window.addEventListener('online', probeNow);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  const stop = onReachabilityChange(schedule);
  schedule();
  return () => {
    clearTimeout(timer);
    stop();
    window.removeEventListener('online', probeNow);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
