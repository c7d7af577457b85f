import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { startSession } from '../../../lib/session';
import { userFixture, USER_ID } from '../../profile/test-fixtures';

type Handler = Parameters<typeof fakeApi>[0][string];

const KEY = 'BERw7gNmujdQtKge0WA2IijV-4tEL5a9_YUn_AjKaW5nJSOHGP80BYQx5B2QxZx6P5YLj2mqBjTzEkSe-eaUcPU';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const TITLE = 'Notificaciones en este dispositivo';

/** A browser with web push: a secure page, a worker registration with a push manager, notifications. */
function browserWithPush({ permission = 'default' as NotificationPermission, answer = 'granted' as NotificationPermission, subscribed = false } = {}) {
  const device = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof device | null = subscribed ? device : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = device)),
  };
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager }), controller: null } });
  return { device, pushManager, requestPermission };
}

async function openProfile(routes: Record<string, Handler> = {}) {
  const saved: unknown[] = [];
  const api = fakeApi({
    ...emptyHome,
    'GET /api/users/me': () => json(userFixture()),
    'GET /api/subscriptions': () => json({ data: [], meta: {} }),
    'GET /api/push/key': () => json({ data: { publicKey: KEY } }),
    'GET /api/push/subscription': () => json({ data: null }),
    'PUT /api/push/subscription': async (request) => {
      saved.push(await request.json());
      return json({ data: { topics: [] } });
    },
    'DELETE /api/push/subscription': () => json({ data: null }),
    ...routes,
  });
  startSession({ login: 'nuria@chispa.test', token: 't', userId: USER_ID });
  await renderApp('/profile');
  await screen.findByRole('heading', { level: 1 });
  return { api, saved, user: userEvent.setup() };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

describe('the web push switches on /profile', () => {
  it('are not there in a browser without web push', async () => {
    await openProfile();
    await screen.findByRole('region', { name: 'Chispa Premium' });
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
  });

  it('are not there when the server has no web push', async () => {
    browserWithPush();
    const { api } = await openProfile({ 'GET /api/push/key': () => json({ data: null, error: { status: 404, details: { code: 'push.unavailable' } } }, 404) });
    await screen.findByRole('region', { name: 'Chispa Premium' });
    // Once the server has been asked (the switches are read lazily, then ask for the key), and for good.
    await waitFor(() => expect(api.calls.some((call) => new URL(call.url).pathname === '/api/push/key')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('region', { name: TITLE })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
  });

  it('ask the browser nothing until the member turns one on, then subscribe and save that topic', async () => {
    const { pushManager, requestPermission } = browserWithPush();
    const { saved, user } = await openProfile();
    const box = await screen.findByRole('region', { name: TITLE });
    const newProjects = within(box).getByRole('checkbox', { name: 'Nuevos proyectos para votar' });
    await waitFor(() => expect(newProjects).toBeEnabled());
    expect(newProjects).not.toBeChecked();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(pushManager.subscribe).not.toHaveBeenCalled();

    await user.click(newProjects);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
    expect(saved[0]).toEqual({ endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) }, topics: ['newProjects'], locale: 'es' });
    expect(newProjects).toBeChecked();
  });

  it('say so, and stay off, when the browser refuses', async () => {
    const { pushManager } = browserWithPush({ answer: 'denied' });
    const { saved, user } = await openProfile();
    const box = await screen.findByRole('region', { name: TITLE });
    const draws = within(box).getByRole('checkbox', { name: 'Resultados de los sorteos en los que participas' });
    await waitFor(() => expect(draws).toBeEnabled());
    await user.click(draws);
    expect(await within(box).findByRole('alert')).toHaveTextContent('Las notificaciones de Chispa están bloqueadas en este navegador.');
    expect(draws).not.toBeChecked();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('show this device’s topics, and unsubscribe it when the last one is turned off', async () => {
    const { device } = browserWithPush({ permission: 'granted', subscribed: true });
    const { api, user } = await openProfile({ 'GET /api/push/subscription': () => json({ data: { topics: ['drawResults', 'projectUpdates'] } }) });
    const box = await screen.findByRole('region', { name: TITLE });
    const draws = within(box).getByRole('checkbox', { name: 'Resultados de los sorteos en los que participas' });
    await waitFor(() => expect(draws).toBeChecked());
    expect(within(box).getByRole('checkbox', { name: 'Nuevos proyectos para votar' })).not.toBeChecked();
    // Issue 52: updates of the projects the member follows.
    const updates = within(box).getByRole('checkbox', { name: 'Novedades de los proyectos que sigues' });
    expect(updates).toBeChecked();
    await user.click(updates);
    await waitFor(() => expect(updates).not.toBeChecked());
    await user.click(draws);
    await waitFor(() => expect(device.unsubscribe).toHaveBeenCalled());
    const removal = api.calls.find((call) => call.method === 'DELETE');
    expect(new URL(removal!.url).searchParams.get('endpoint')).toBe(ENDPOINT);
    expect(draws).not.toBeChecked();
  });

  it('move back and say so when the server cannot save them', async () => {
    browserWithPush({ permission: 'granted' });
    const { user } = await openProfile({ 'PUT /api/push/subscription': () => json({ data: null, error: { status: 503 } }, 503) });
    const box = await screen.findByRole('region', { name: TITLE });
    const closing = within(box).getByRole('checkbox', { name: 'Votaciones que cierran en menos de 24 horas y que aún no has votado' });
    await waitFor(() => expect(closing).toBeEnabled());
    await user.click(closing);
    expect(await within(box).findByRole('alert')).toHaveTextContent('No hemos podido guardar tus notificaciones.');
    expect(closing).not.toBeChecked();
  });
});
