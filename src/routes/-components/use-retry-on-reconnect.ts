import { useEffect, useRef } from 'react';
import { onReachabilityChange } from '../../offline/outbox/connectivity';

/**
 * Calls `retry` when the connection comes back: a request that reaches our server after one that
 * did not (the page's or the worker's, see connectivity.ts), or the browser's `online` hint.
 */
export function useRetryOnReconnect(retry: () => void) {
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    const again = () => latest.current();
    const stop = onReachabilityChange((state) => state === 'reachable' && again());
    window.addEventListener('online', again);
    return () => {
      stop();
      window.removeEventListener('online', again);
    };
  }, []);
}
