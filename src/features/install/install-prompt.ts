/** Chromium's install offer, kept from the moment it fires (often before React has mounted). */
type BeforeInstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function listenForInstallOffer() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // the menu offers it instead of the browser's mini-bar
    offer = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    emit();
  });
}

export const getInstallOffer = () => offer;

export function subscribeToInstallOffer(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Shows the browser's install dialog; the offer can be used once. */
export async function install() {
  const current = offer;
  if (!current) return;
  offer = null;
  emit();
  await current.prompt();
  await current.userChoice.catch(() => undefined);
}

/** Already on the home screen (or launched from it): nothing to offer. */
export const isInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iOS Safari has no install prompt: members add the app through the Share menu. */
export const isIosSafari = () => {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
};
