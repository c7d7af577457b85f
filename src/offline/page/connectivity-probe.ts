import { onReachabilityChange, reachability, reportUnreachable } from '../outbox/connectivity';
import { deliver } from '../outbox/delivery';

/** How soon the server is asked again while it cannot be reached: soon at first (a tunnel is short), then less often. */
const probeDelay = (tries: number) => Math.min(30_000, 3000 * 2 ** tries);
const PROBE_TIMEOUT_MS = 8_000;

/** One cheap request that only our server answers as it does (even a 429); delivery.ts reports its outcome. */
async function probe(origin = globalThis.location.origin): Promise<void> {
  await deliver(new URL('/api/ping', origin), { cache: 'no-store', redirect: 'manual' }, { deadlineMs: PROBE_TIMEOUT_MS, readBody: false });
}

/**
 * While the server cannot be reached, asks it again after 3 s, 6 s, 12 s… then every 30 s, and at once when the
 * browser says it is online or the app comes back to view, so that the banner, the outbox and the
 * screens waiting to retry learn of its return without the member doing anything.
 */
export function startConnectivityProbe() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let tries = 0;
  const schedule = () => {
    clearTimeout(timer);
    if (reachability() === 'reachable') tries = 0;
    else timer = setTimeout(() => void probe().finally(schedule), probeDelay(tries++));
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
