import { useSyncExternalStore, type ReactNode } from 'react';
import type { ToastOptions } from 'react-toastify';

type Toastify = typeof import('react-toastify');
type Kind = 'success' | 'error' | 'info';

/**
 * The app's toasts. react-toastify (its code and its styles, a twentieth of the first screen's
 * JavaScript) is read the first time a toast is shown, not with the app: most visits show none.
 * A toast asked for meanwhile is kept by react-toastify until its container is mounted.
 */
let toastify: Promise<Toastify> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  toastify ??= import('react-toastify').catch((error: unknown) => {
    // Unreadable this time (a new version being deployed, a lost connection): read again next time.
    toastify = undefined;
    throw error;
  });
  return toastify;
}

function show(kind: Kind, content: ReactNode, options?: ToastOptions): void {
  loadToastify().then(
    ({ toast }) => void toast[kind](content, options),
    () => {},
  );
}

export const toast = {
  success: (content: ReactNode, options?: ToastOptions) => show('success', content, options),
  error: (content: ReactNode, options?: ToastOptions) => show('error', content, options),
  info: (content: ReactNode, options?: ToastOptions) => show('info', content, options),
};

/** Whether a toast has been asked for yet (the container is mounted from then on). */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}
