/** This browser's push subscription (Push API), through the service worker's registration. */
const registration = () => navigator.serviceWorker.ready;

export const deviceSubscription = async () => (await registration()).pushManager.getSubscription();

/** Asks the browser (its permission prompt, on the member's click only) and subscribes with the server's key. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription | 'denied'> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  return (await registration()).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}
