import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** What the browser believes about the connection: good enough for a banner, never for a decision to send. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
