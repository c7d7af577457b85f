import { afterAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { pushServiceClient, type PushServiceSubscription } from '../setup/push-service';
import { useBrowser } from './browser';
import { signInContentEditor } from './content-editor';
import { joinWithWorker } from './offline-helpers';

/** What the tests read in the worker (the WebWorker library's types are not the page's). */
type WorkerNotification = { title: string; body: string; data: unknown };
declare const self: { registration: { getNotifications(): Promise<WorkerNotification[]> }; dispatchEvent(event: Event): boolean };
declare const NotificationEvent: new (type: string, init: { notification: WorkerNotification }) => Event;

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/**
 * Chromium here cannot reach a browser vendor's push service (FCM), so `pushManager` hands out the
 * subscription the local push service made (web-push-testing: real VAPID checks, real payload
 * encryption), and counts the permission prompts. Everything else is the browser's own: the
 * permission, the worker, the push event (delivered over the DevTools protocol) and the notification.
 */
async function useLocalPushService(page: Page, device: PushServiceSubscription) {
  await page.addInitScript((subscription) => {
    const KEY = 'test-push-subscription';
    const asBytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
    const made = () => {
      if (!localStorage.getItem(KEY)) return null;
      return {
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: (name: 'p256dh' | 'auth') => asBytes(subscription.keys[name]),
        toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          localStorage.setItem('test-push-unsubscribed', 'yes');
          return true;
        },
      };
    };
    const count = (name: string) => localStorage.setItem(name, String(Number(localStorage.getItem(name) ?? 0) + 1));
    PushManager.prototype.subscribe = async function subscribe() {
      count('test-push-subscribes');
      localStorage.setItem(KEY, 'yes');
      return made() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return made() as unknown as PushSubscription | null;
    };
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof ask>) => {
      count('test-permission-prompts');
      return ask(...args);
    };
  }, device);
}

/** The push service's message handed to the page's service worker, as the browser's push service would. */
async function deliverToWorker(context: BrowserContext, page: Page, data: string) {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && new URL(r.scopeURL).origin === new URL(page.url()).origin);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registration, data });
}

describe('web push in Chromium', () => {
  const browser = useBrowser();

  it('stores the subscription a member turns on, shows a pushed notification whose click opens its route, and logout removes it', { timeout: 180_000 }, async () => {
    const { page, context, url } = browser;
    const service = pushServiceClient(inject('pushServiceUrl'), inject('pushServiceCa'));
    const { publicKey } = (await (await fetch(url('/api/push/key'))).json()).data;
    const device = await service.subscribe(publicKey);
    await useLocalPushService(page, device);
    await context.grantPermissions(['notifications'], { origin: new URL(url('/')).origin });

    const member = await joinWithWorker(page, url);
    const asked = () =>
      page.evaluate(() => ({ prompts: Number(localStorage.getItem('test-permission-prompts') ?? 0), subscribes: Number(localStorage.getItem('test-push-subscribes') ?? 0) }));
    expect(await asked(), 'nothing asked of the browser before the member shows interest').toEqual({ prompts: 0, subscribes: 0 });

    // The member turns on one topic in the profile: the one moment the device is subscribed.
    await page.goto(url('/profile'));
    const settings = page.getByRole('region', { name: 'Notificaciones en este dispositivo' });
    const newProjects = settings.getByLabel('Nuevos proyectos para votar');
    await newProjects.check();
    await expect.poll(() => newProjects.isEnabled(), { timeout: 15_000 }).toBe(true);
    // The permission was granted beforehand (the test cannot answer a prompt), so no prompt: one subscription.
    expect(await asked()).toEqual({ prompts: 0, subscribes: 1 });
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('chispaUser')!).token as string);
    const own = async (jwt: string) =>
      (await (await fetch(url(`/api/push/subscription?endpoint=${encodeURIComponent(device.endpoint)}`), { headers: { Authorization: `Bearer ${jwt}` } })).json()).data;
    expect(await own(token)).toEqual({ topics: ['newProjects'] });
    await page.reload();
    await expect.poll(() => settings.getByLabel('Nuevos proyectos para votar').isChecked(), { timeout: 15_000 }).toBe(true);

    // An editor publishes a project: the push service receives the member's notification…
    const editor = await signInContentEditor();
    const projects = (await (await fetch(url('/api/projects?locale=es&populate=partner'))).json()) as { data: { partner: { documentId: string } | null }[] };
    const name = `Proyecto avisado ${Date.now()}`;
    const project = await editor.draft('api::project.project', {
      name,
      location: 'Zaragoza',
      currentstatus: 'published',
      project_type: 'others',
      voting_start: '2020-01-01',
      voting_end: '2099-01-01',
      partner: { connect: [{ documentId: projects.data.find((p) => p.partner)!.partner!.documentId, locale: 'es' }] },
    });
    cleanup.push(() => editor.remove('api::project.project', project));
    await editor.publish('api::project.project', project);
    await expect.poll(() => service.messages(device.clientHash), { timeout: 15_000 }).toHaveLength(1);
    const [message] = await service.messages(device.clientHash);

    // …the browser hands it to the service worker, which shows it…
    await deliverToWorker(context, page, message!);
    const [worker] = context.serviceWorkers();
    const shown = () =>
      worker!.evaluate(async () => (await self.registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url })));
    await expect.poll(shown, { timeout: 10_000 }).toEqual([{ title: 'Nuevo proyecto para votar', body: name, url: `/projects/${project}` }]);

    // …and the member's click on it opens the project.
    await worker!.evaluate(async () => {
      const [notification] = await self.registration.getNotifications();
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
    });
    await page.waitForURL((current) => current.pathname === `/projects/${project}`, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await shown()).toEqual([]);

    // Logout: the browser's subscription goes, and the server's with the session.
    await page.goto(url('/logout'));
    await page.waitForURL((current) => current.pathname === '/login', { timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('test-push-unsubscribed'))).toBe('yes');
    const again = (await (
      await fetch(url('/api/auth/local'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identifier: member.email, password: member.password }) })
    ).json()) as { jwt: string };
    await expect.poll(() => own(again.jwt), { timeout: 15_000 }).toBeNull();
  });
});
