import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../tests/setup/render-app';
import { fakeApi, json } from '../../../tests/setup/fake-api';
import { startSession } from '../../lib/session';
import { reportUnreachable } from '../../offline/outbox/connectivity';
import type { InboxEntry } from './api';

const entry = (id: number, overrides: Partial<InboxEntry> = {}): InboxEntry => ({
  id,
  kind: 'projectResults',
  topic: 'results',
  url: '/projects/p1',
  createdAt: '2026-11-20T09:30:00.000Z',
  readAt: null,
  params: { titles: { es: 'Huertos urbanos', en: 'Urban gardens' } },
  ...overrides,
});

/** One of each kind, newest first. */
const KINDS: InboxEntry[] = [
  entry(6, { kind: 'projectUpdate', topic: 'updates', params: { titles: { es: 'Huertos urbanos', en: 'Urban gardens' }, detail: { es: 'Primera cosecha', en: null }, progress: 40 } }),
  entry(5),
  entry(4, { kind: 'drawResults', topic: 'draws', url: '/rewards/r1', params: { titles: { es: 'Cesta', en: null }, won: true } }),
  entry(3, { kind: 'drawResults', topic: 'draws', url: '/rewards/r2', params: { titles: { es: 'Bicicleta', en: 'Bicycle' }, won: false } }),
  entry(2, { kind: 'drawResults', topic: 'draws', url: '/rewards/r3', params: { titles: { es: 'Entradas', en: 'Tickets' } } }),
  entry(1, { readAt: '2026-11-21T10:00:00.000Z', url: 'https://elsewhere.example/phish' }),
];

/** The server's pages over `entries` (newest first), with its unread count. */
function inboxApi(entries: InboxEntry[]) {
  return (request: Request) => {
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page'));
    const pageSize = Number(params.get('pageSize'));
    const unread = entries.filter((item) => item.readAt === null).length;
    return json({
      data: entries.slice((page - 1) * pageSize, page * pageSize),
      meta: { pagination: { page, pageSize, pageCount: Math.ceil(entries.length / pageSize), total: entries.length }, unread },
    });
  };
}

const signIn = () => startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
const texts = () => within(screen.getByRole('list', { name: /avisos|notifications/i })).getAllByRole('listitem').map((item) => item.querySelector('.inbox-item__text')?.textContent);

describe('inbox (/inbox)', () => {
  it('says what each entry is about in Spanish, marks the unread ones, and links only to the app’s own pages', async () => {
    fakeApi({ 'GET /api/inbox': inboxApi(KINDS), 'GET /api/inbox/unread': () => json({ data: { unread: 5 } }) });
    signIn();
    await renderApp('/inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Avisos' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Tus avisos, los más recientes primero' });
    expect(texts()).toEqual([
      'Novedad en Huertos urbanos: Primera cosecha',
      'Ya hay resultado: Huertos urbanos',
      '¡Has ganado el sorteo de Cesta!',
      'Sorteo de Bicicleta: esta vez no ha habido suerte',
      'Se ha celebrado el sorteo de Entradas',
      'Ya hay resultado: Huertos urbanos',
    ]);
    expect(screen.getByText('5 avisos sin leer')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').filter((item) => item.classList.contains('inbox-item'));
    expect(items.filter((item) => item.classList.contains('inbox-item--unread'))).toHaveLength(5);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/projects/p1');
    expect(within(items[0]!).getByRole('link')).toHaveTextContent('Sin leer');
    expect(within(items[2]!).getByRole('link')).toHaveAttribute('href', '/rewards/r1');
    expect(within(items[0]!).getByText(/20 nov 2026/)).toHaveAttribute('datetime', '2026-11-20T09:30:00.000Z');
    // A url that is not one of the app's paths is shown, never linked.
    expect(within(items[5]!).queryByRole('link')).toBeNull();
    // The header's counter says how many are unread, in its name.
    expect(await screen.findByRole('link', { name: 'Avisos: 5 sin leer' })).toHaveAttribute('href', '/inbox');
  });

  it('says the same in English, with the Spanish title where there is no English one', async () => {
    fakeApi({ 'GET /api/inbox': inboxApi(KINDS) });
    signIn();
    await renderApp('/inbox', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your notifications, newest first' });
    expect(texts()).toEqual([
      'Update on Urban gardens: Primera cosecha',
      'The result is out: Urban gardens',
      'You won the draw for Cesta!',
      'Draw for Bicycle: no luck this time',
      'The draw for Tickets has taken place',
      'The result is out: Urban gardens',
    ]);
    expect(screen.getByText('5 unread notifications')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Update on Urban gardens/ })[0]).toHaveTextContent(/Nov 20, 2026/);
  });

  it('reads a page at a time, asking for more', async () => {
    const many = Array.from({ length: 25 }, (_item, i) => entry(25 - i, { params: { titles: { es: `Proyecto ${i + 1}`, en: null } } }));
    const { calls } = fakeApi({ 'GET /api/inbox': inboxApi(many) });
    signIn();
    await renderApp('/inbox');
    await screen.findByRole('list', { name: 'Tus avisos, los más recientes primero' });
    expect(texts()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Ver más avisos' }));
    await waitFor(() => expect(texts()).toHaveLength(25));
    expect(texts().at(-1)).toBe('Ya hay resultado: Proyecto 25');
    expect(screen.queryByRole('button', { name: 'Ver más avisos' })).toBeNull();
    const asked = calls.filter((call) => new URL(call.url).pathname === '/api/inbox').map((call) => new URL(call.url).searchParams);
    expect(asked.map((params) => [params.get('page'), params.get('pageSize')])).toEqual([['1', '20'], ['2', '20']]);
  });

  it('marks an entry read when its link is opened, and the counter follows', async () => {
    const posted: unknown[] = [];
    fakeApi({
      'GET /api/inbox': inboxApi(KINDS),
      'GET /api/inbox/unread': () => json({ data: { unread: 5 } }),
      'POST /api/inbox/read': async (request) => {
        posted.push(await request.json());
        return json({ data: { unread: 4 } });
      },
      'GET /api/projects/p1': () => json({ data: null, error: { status: 404 } }, 404),
    });
    signIn();
    const { router } = await renderApp('/inbox');
    await screen.findByRole('link', { name: 'Avisos: 5 sin leer' });
    fireEvent.click((await screen.findAllByRole('link', { name: /Novedad en Huertos urbanos/ }))[0]!);
    await waitFor(() => expect(posted).toEqual([{ ids: [6] }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p1'));
    expect(await screen.findByRole('link', { name: 'Avisos: 4 sin leer' })).toBeInTheDocument();
  });

  it('marks everything read, and shows it unread again when the server refuses', async () => {
    let refuse = false;
    fakeApi({
      'GET /api/inbox': inboxApi(KINDS),
      'POST /api/inbox/read': async (request) => {
        expect(await request.json()).toEqual({ all: true });
        return refuse ? json({ data: null, error: { status: 500, name: 'InternalServerError', message: 'x' } }, 500) : json({ data: { unread: 0 } });
      },
    });
    signIn();
    await renderApp('/inbox');
    await screen.findByText('5 avisos sin leer');
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todo como leído' }));
    expect(await screen.findByText('No se han podido marcar como leídos. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByText('5 avisos sin leer')).toBeInTheDocument();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todo como leído' }));
    expect(await screen.findByText('Lo has leído todo')).toBeInTheDocument();
    expect(document.querySelectorAll('.inbox-item--unread')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Marcar todo como leído' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Avisos' })).toHaveAttribute('href', '/inbox');
  });

  it('offline, shows what was loaded last and says so', async () => {
    fakeApi({ 'GET /api/inbox': inboxApi(KINDS) });
    signIn();
    await renderApp('/inbox');
    await screen.findByRole('list', { name: 'Tus avisos, los más recientes primero' });
    expect(screen.queryByText(/Sin conexión/)).toBeNull();
    act(() => reportUnreachable());
    expect(await screen.findByRole('note')).toHaveTextContent('Sin conexión: ves los avisos que se cargaron la última vez en este dispositivo.');
    expect(texts()).toHaveLength(6);
  });

  it('offline with nothing loaded, says it needs a connection', async () => {
    fakeApi({
      'GET /api/inbox': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    signIn();
    await renderApp('/inbox');
    expect(await screen.findByText('Sin conexión, y tus avisos aún no se han cargado en este dispositivo. Conéctate para verlos.')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    fakeApi({ 'GET /api/inbox': inboxApi([]) });
    signIn();
    await renderApp('/inbox');
    expect(await screen.findByText(/Aún no tienes avisos/)).toBeInTheDocument();
    expect(screen.getByText('Lo has leído todo')).toBeInTheDocument();
  });

  it('asks a guest to sign in, and comes back to the inbox', async () => {
    fakeApi({});
    const { router } = await renderApp('/inbox');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/inbox' });
  });

});

describe('the header’s inbox counter', () => {
  it('shows a signed-in member how many entries are unread, on any page, named for screen readers', async () => {
    fakeApi({ 'GET /api/news': () => json({ data: [], meta: { pagination: { page: 1, pageSize: 12, pageCount: 0, total: 0 } } }), 'GET /api/inbox/unread': () => json({ data: { unread: 3 } }) });
    signIn();
    await renderApp('/news', 'en');
    const counter = await screen.findByRole('link', { name: 'Inbox: 3 unread' });
    expect(counter).toHaveAttribute('href', '/inbox');
    expect(counter).toHaveTextContent(/^3$/);
  });

  it('shows no number when nothing is unread, and is not there for a guest', async () => {
    fakeApi({ 'GET /api/projects/p1': () => json({ data: null, error: { status: 404 } }, 404) });
    const view = await renderApp('/projects/p1');
    await screen.findByRole('link', { name: 'Entrar' });
    expect(screen.queryByRole('link', { name: /^Avisos/ })).toBeNull();
    view.unmount();
    fakeApi({ 'GET /api/news': () => json({ data: [], meta: { pagination: { page: 1, pageSize: 12, pageCount: 0, total: 0 } } }) });
    signIn();
    await renderApp('/news');
    expect(await screen.findByRole('link', { name: 'Avisos' })).toHaveTextContent(/^$/);
  });
});
