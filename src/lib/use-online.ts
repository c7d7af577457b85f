import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the device has a network at all (the browser's belief): for content on other hosts, such as Vimeo's player. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
