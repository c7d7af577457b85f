/// <reference lib="webworker" />
declare const self: ServiceWorkerGlobalScope;

/** What the server pushes: already in the language the member's device chose. */
type PushPayload = { title: string; body: string; url: string; tag?: string; lang?: string };

const ICON = '/pwa-192x192.png';

/** Only a route of this app opens: never another site, whatever a payload says. */
export function appRoute(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : '/';
}

export function parsePush(data: PushMessageData | null): PushPayload | null {
  try {
    const payload = data?.json() as Partial<PushPayload> | undefined;
    if (!payload || typeof payload.title !== 'string' || typeof payload.body !== 'string') return null;
    return { title: payload.title.slice(0, 120), body: payload.body.slice(0, 300), url: appRoute(payload.url), tag: typeof payload.tag === 'string' ? payload.tag : undefined, lang: typeof payload.lang === 'string' ? payload.lang : undefined };
  } catch {
    return null;
  }
}

/** An open window of the app goes to the route (and comes forward); without one, a new window opens there. */
async function openRoute(path: string) {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    const navigated = await client.navigate(url).catch(() => null);
    if (navigated) {
      await navigated.focus().catch(() => undefined);
      return;
    }
  }
  await self.clients.openWindow(url);
}

export function registerPushHandlers() {
  self.addEventListener('push', (event) => {
    const payload = parsePush(event.data);
    if (!payload) return;
    event.waitUntil(self.registration.showNotification(payload.title, { body: payload.body, tag: payload.tag, lang: payload.lang, icon: ICON, badge: ICON, data: { url: payload.url } }));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const opening = openRoute(appRoute((event.notification.data as { url?: unknown } | null)?.url));
    event.waitUntil(opening);
  });
}
