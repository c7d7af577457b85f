import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { legalTextRoutes, PUBLISHED_AT } from '../../../../tests/setup/legal-texts';
import { IDBFactory } from 'fake-indexeddb';
import { endSession, startSession } from '../../../lib/session';
import { closeOutboxDb } from '../../../offline/outbox/db';
import { enqueue } from '../../../offline/outbox/flush';
import { reportReachable, reportUnreachable, resetConnectivity } from '../../../offline/outbox/connectivity';
// Also wires TanStack's idea of "online" to whether our server answers, as the app's start does.
import { persistOptions, queryClient as appQueryClient } from '../../../query-client';
import { pendingAcceptancesQueryOptions } from '../pending';

const PENDING = 'GET /api/legal-acceptances/pending';
const ACCEPT = 'POST /api/legal-acceptances';

const privacyV3 = { kind: 'privacy', version: 3, locale: 'es', title: 'Política de privacidad', changeSummary: 'Añadimos un encargado de tratamiento para el correo.', publishedAt: PUBLISHED_AT };
const termsV2 = { kind: 'terms', version: 2, locale: 'es', title: 'Condiciones de uso', changeSummary: null, publishedAt: PUBLISHED_AT };

/** The pending list as the server keeps it: each accepted text leaves it. */
function acceptanceServer(initial: object[]) {
  let pending = [...initial];
  return {
    set: (next: object[]) => (pending = [...next]),
    routes: {
      [PENDING]: () => json({ data: pending }),
      [ACCEPT]: async (request: Request) => {
        const body = (await request.clone().json()) as { kind: string; version: number; locale: string };
        pending = pending.filter((text) => (text as { kind: string }).kind !== body.kind);
        return json({ data: { ...body, acceptedAt: new Date().toISOString() } }, 201);
      },
    },
  };
}

const accepted = (calls: Request[]) => Promise.all(calls.filter((request) => request.method === 'POST').map((request) => request.clone().json() as Promise<unknown>));
const pendingReads = (calls: Request[]) => calls.filter((request) => new URL(request.url).pathname === '/api/legal-acceptances/pending');

beforeEach(() => {
  resetConnectivity('reachable');
  startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
});

describe('the acceptance prompt', () => {
  it('asks a signed-in member to accept a material change, in a labelled modal dialog with the summary and a link to the text', async () => {
    const server = acceptanceServer([privacyV3]);
    const { calls } = fakeApi({ ...emptyHome, ...server.routes });
    await renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Hemos cambiado la política de privacidad' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Para seguir usando Chispa, lee qué ha cambiado y acéptalo/);
    expect(screen.getByText('Añadimos un encargado de tratamiento para el correo.')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Versión 3 · publicada el 4 de diciembre de 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Leer: Política de privacidad' })).toHaveAttribute('href', '/legal#privacy');
    expect(within(dialog).getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/logout');
    // Escape is no way past it.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(new URL(pendingReads(calls)[0]!.url).searchParams.get('locale')).toBe('es');
  });

  it('records the acceptance of each pending text, then closes and is not shown again', async () => {
    const server = acceptanceServer([termsV2, privacyV3]);
    const { calls } = fakeApi({ ...emptyHome, ...server.routes });
    await renderApp('/');
    await screen.findByRole('dialog', { name: 'Hemos cambiado las condiciones de uso y la política de privacidad' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Acepto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await accepted(calls)).toEqual([
      { kind: 'terms', version: 2, locale: 'es' },
      { kind: 'privacy', version: 3, locale: 'es' },
    ]);
    // Read again after accepting: the server's word, not the app's guess, keeps it closed.
    await waitFor(() => expect(pendingReads(calls).length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offline when accepting: says so, keeps the dialog, queues nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = acceptanceServer([privacyV3]);
    const { calls } = fakeApi({ ...emptyHome, ...server.routes, [ACCEPT]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await renderApp('/');
    await screen.findByRole('dialog');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Acepto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay conexión, así que tu aceptación no se ha guardado.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acepto' })).toBeEnabled();
    expect(calls.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('a newer version published meanwhile: says so and shows that one instead', async () => {
    const server = acceptanceServer([privacyV3]);
    fakeApi({
      ...emptyHome,
      ...server.routes,
      [ACCEPT]: () => {
        server.set([{ ...privacyV3, version: 4, changeSummary: 'Otra vez cambia.' }]);
        return json({ data: null, error: { status: 409, details: { code: 'legalAcceptance.notCurrent' } } }, 409);
      },
    });
    await renderApp('/');
    await screen.findByRole('dialog');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Acepto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este texto ha vuelto a cambiar. Lee la versión nueva y acéptala.');
    expect(await screen.findByText('Otra vez cambia.')).toBeInTheDocument();
  });

  it('is not shown over the legal pages themselves, which it links to', async () => {
    const server = acceptanceServer([privacyV3]);
    fakeApi({ ...server.routes, ...legalTextRoutes() });
    await renderApp('/legal');
    expect(await screen.findByRole('heading', { level: 2, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets the member sign out: not shown over /logout, whose question about unsent actions it would hide', async () => {
    await closeOutboxDb();
    globalThis.indexedDB = new IDBFactory();
    const server = acceptanceServer([privacyV3]);
    fakeApi({ ...emptyHome, ...server.routes, 'POST /api/auth/logout': () => json({ ok: true }) });
    await enqueue({ kind: 'vote', payload: { support: 1, project: 'p1' }, meta: {} }, 1);
    await renderApp('/');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Tienes acciones sin enviar' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The vote queued here is no other test's.
    await closeOutboxDb();
    globalThis.indexedDB = new IDBFactory();
  });

  it('accepts nothing for another member who signed in meanwhile (another tab)', async () => {
    const server = acceptanceServer([privacyV3, termsV2]);
    const { calls } = fakeApi({
      ...emptyHome,
      ...server.routes,
      [ACCEPT]: (request: Request) => {
        // While the first acceptance is on its way, member 2 signs in in another tab.
        startSession({ login: 'otra@chispa.test', token: 'u', userId: 2 });
        return server.routes[ACCEPT](request);
      },
    });
    await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Acepto' }));
    await waitFor(() => expect(calls.some((request) => request.method === 'POST')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Guardando…' })).toBeNull());
    // The first text was on its way; the second, member 1's too, is not sent with member 2's token.
    expect(await accepted(calls)).toEqual([{ kind: 'privacy', version: 3, locale: 'es' }]);
  });

  it('asks nothing for a guest', async () => {
    const { calls } = fakeApi({ ...emptyHome, ...legalTextRoutes() });
    endSession();
    await renderApp('/legal');
    await screen.findByRole('heading', { level: 2, name: 'Política de privacidad' });
    expect(pendingReads(calls)).toEqual([]);
  });

  it('is asked again when the server is reached again, however recently it answered "nothing"', async () => {
    const server = acceptanceServer([]);
    const { calls } = fakeApi({ ...emptyHome, ...server.routes });
    await renderApp('/');
    await waitFor(() => expect(pendingReads(calls)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Offline while an editor publishes a material change; then the connection comes back.
    act(() => reportUnreachable());
    server.set([privacyV3]);
    act(() => void reportReachable());
    expect(await screen.findByRole('dialog', { name: 'Hemos cambiado la política de privacidad' })).toBeInTheDocument();
  });
});

describe('the pending check', () => {
  it('is never kept in the persisted cache, so an old "nothing pending" cannot hide a prompt at the next start', async () => {
    fakeApi(acceptanceServer([]).routes);
    const client = new QueryClient();
    await client.fetchQuery(pendingAcceptancesQueryOptions(1, 'es'));
    client.setQueryData(['news', 'es'], []);
    const kept = (queryKey: readonly unknown[]) => persistOptions.dehydrateOptions!.shouldDehydrateQuery!(client.getQueryCache().find({ queryKey })!);
    expect(kept(['news', 'es'])).toBe(true);
    expect(kept(pendingAcceptancesQueryOptions(1, 'es').queryKey)).toBe(false);
  });

  it("is read again when the server is reached again, even within the app's 30 s of freshness", async () => {
    const server = acceptanceServer([]);
    fakeApi(server.routes);
    const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
    client.mount();
    const observer = new QueryObserver(client, pendingAcceptancesQueryOptions(1, 'es'));
    const stop = observer.subscribe(() => {});
    await waitFor(() => expect(observer.getCurrentResult().data).toEqual([]));
    reportUnreachable();
    server.set([privacyV3]);
    reportReachable();
    await waitFor(() => expect(observer.getCurrentResult().data).toEqual([privacyV3]));
    stop();
    client.unmount();
  });
});
