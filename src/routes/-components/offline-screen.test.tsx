import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { renderApp } from '../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../tests/setup/fake-api';
import { projectFixture } from '../../../tests/setup/fixtures';
import { startSession } from '../../lib/session';
import { reportReachable, reportUnreachable, resetConnectivity } from '../../offline/outbox/connectivity';
import { pagesAvailableOffline } from './offline-pages';

const PAGE_FIRST_IMPORT_MS = 15_000;

const post = { documentId: 'n1', title: 'Abrimos el huerto', date: '2026-11-01', excerpt: null, image: null, content_rt: [] };

/** The network is gone until `heal()`: fetch rejects as browsers do. */
function offlineUntilHealed(path: string, body: unknown) {
  let offline = true;
  return { handler: () => (offline ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(json(body))), heal: () => (offline = false), path };
}

/**
 * Offline, what the member's layout reads comes from the service worker's cache, marked as such:
 * those answers say nothing about the network (the app would otherwise take them for the server).
 */
const fromWorkerCache = (routes: typeof emptyHome): typeof emptyHome =>
  Object.fromEntries(
    Object.entries(routes).map(([route, handler]) => [
      route,
      async (request: Request) => {
        const response = await handler(request);
        response.headers.set('X-Chispa-Cache', 'hit');
        return response;
      },
    ]),
  );

beforeEach(() => {
  resetConnectivity('reachable');
  startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('a page never read, offline', () => {
  it.each([
    ['/news/n1', 'GET /api/news/n1', { data: post }, 'Abrimos el huerto'],
    ['/projects/p1', 'GET /api/projects/p1', { data: projectFixture() }, 'Huertos urbanos en Nou Barris'],
    ['/challenges', 'GET /api/challenges', { data: [] }, 'Retos'],
  ])('%s explains itself in Spanish and loads by itself when the browser says it is online again', async (path, route, body, loaded) => {
    const api = offlineUntilHealed(path, body);
    fakeApi({ ...fromWorkerCache(emptyHome), [route]: api.handler });
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Esta página no está disponible sin conexión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error|Something went wrong/)).toBeNull();

    api.heal();
    act(() => void window.dispatchEvent(new Event('online')));
    // Longer than the usual wait: the page's own code (split from its route) is compiled on its first
    // import in this test run, which took over 3 s on a loaded CI machine.
    expect(await screen.findByRole('heading', { level: 1, name: loaded }, { timeout: PAGE_FIRST_IMPORT_MS })).toBeInTheDocument();
  });

  it('loads by itself when a request reaches the server again', async () => {
    const api = offlineUntilHealed('/news/n1', { data: post });
    fakeApi({ ...fromWorkerCache(emptyHome), 'GET /api/news/n1': api.handler });
    await renderApp('/news/n1');
    await screen.findByRole('heading', { name: 'Esta página no está disponible sin conexión' });
    reportUnreachable();
    api.heal();
    act(() => void reportReachable());
    expect(await screen.findByRole('heading', { level: 1, name: 'Abrimos el huerto' })).toBeInTheDocument();
  });

  it('is told in English too', async () => {
    fakeApi({ ...fromWorkerCache(emptyHome), 'GET /api/news/n1': offlineUntilHealed('/news/n1', {}).handler });
    await renderApp('/news/n1', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: "This page isn't available offline" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument());
  });
});

describe('pages available offline', () => {
  it('are the ones whose data this device holds, the home page first, never the page the member is on', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['projects', 'es'], [projectFixture()]);
    queryClient.setQueryData(['project', 'p1', 'es'], projectFixture());
    queryClient.setQueryData(['partner', 'pa1', 'en'], { name: 'Fundación Raíces' });
    queryClient.setQueryData(['news', 'n1', 'es'], post);
    queryClient.setQueryData(['member', 1, 'me'], { id: 1 });
    queryClient.setQueryData(['member', 1, 'votes'], []);
    queryClient.setQueryData(['member', 1, 'did-records'], { data: [], meta: { balance: 0 } });
    queryClient.setQueryData(['member', 1, 'did-records', 'history', 'es'], { pages: [], pageParams: [] });
    queryClient.setQueryData(['news-list', 'es'], { pages: [], pageParams: [] });
    expect(pagesAvailableOffline(queryClient, '/projects/p1')).toEqual([
      { to: '/', labelId: 'menu.home' },
      { to: '/projects', labelId: 'menu.projects' },
      { to: '/profile', labelId: 'menu.profile' },
      { to: '/profile/dids', labelId: 'pages.dids.title' },
      { to: '/news', labelId: 'pages.newsList.title' },
      { to: '/igniters/pa1', label: 'Fundación Raíces' },
      { to: '/news/n1', label: 'Abrimos el huerto' },
    ]);
  });

  it('include the legal pages whose texts were read, each once', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['legal-text', 'privacy', 'es'], { title: 'Política de privacidad' });
    queryClient.setQueryData(['legal-text', 'terms', 'es'], { title: 'Condiciones de uso' });
    queryClient.setQueryData(['legal-text', 'accessibility', 'es'], { title: 'Declaración de accesibilidad' });
    queryClient.setQueryData(['legal-text', 'cookies', 'es', 2], { title: 'Política de cookies' });
    expect(pagesAvailableOffline(queryClient, '/news')).toEqual([
      { to: '/legal', labelId: 'pages.legal.title' },
      { to: '/accessibility', labelId: 'pages.accessibility.title' },
    ]);
  });

  it("include every list once the worker's catalogue is complete in this language", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['news', 'n1', 'es'], post);
    expect(pagesAvailableOffline(queryClient, '/challenges')).toEqual([{ to: '/news/n1', label: 'Abrimos el huerto' }]);
    expect(pagesAvailableOffline(queryClient, '/challenges', true)).toEqual([
      { to: '/', labelId: 'menu.home' },
      { to: '/projects', labelId: 'menu.projects' },
      { to: '/igniters', labelId: 'menu.partners' },
      { to: '/news', labelId: 'pages.newsList.title' },
      { to: '/news/n1', label: 'Abrimos el huerto' },
    ]);
  });
});

describe('a route error screen', () => {
  it('reads the page again by itself when the connection comes back', async () => {
    let failing = true;
    fakeApi({
      ...emptyHome,
      'GET /api/challenges': () =>
        failing ? json({ data: null, error: { status: 502, name: 'BadGateway' } }, 502) : json({ data: [{ documentId: 'c1', title: 'Vota un proyecto', description: null, dids: 10, imagePath: null }] }),
    });
    await renderApp('/challenges');
    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido cargar los retos. Inténtalo de nuevo.');
    failing = false;
    reportUnreachable();
    act(() => void reportReachable());
    expect(await screen.findByRole('heading', { level: 2, name: 'Vota un proyecto' })).toBeInTheDocument();
  });
});

describe('the partner list never read, offline', () => {
  it('explains itself and loads by itself on reconnect', async () => {
    const api = offlineUntilHealed('/igniters', { data: [{ documentId: 'pa1', name: 'Fundación Raíces', imagePath: null }] });
    fakeApi({ ...fromWorkerCache(emptyHome), 'GET /api/partners': api.handler });
    await renderApp('/igniters');
    expect(await screen.findByRole('heading', { level: 1, name: 'Esta página no está disponible sin conexión' })).toBeInTheDocument();
    api.heal();
    act(() => void window.dispatchEvent(new Event('online')));
    expect((await screen.findAllByRole('link', { name: 'Fundación Raíces' })).length).toBeGreaterThan(0);
  });
});
