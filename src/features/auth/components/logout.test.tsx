import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { fakeApi, json } from '../../../../tests/setup/fake-api';
import { getSession, startSession } from '../../../lib/session';
import { closeOutboxDb } from '../../../offline/outbox/db';
import { enqueue } from '../../../offline/outbox/flush';
import { listEntries } from '../../../offline/outbox/sending-store';
import { PENDING_REVOCATION_KEY } from '../revocation';

beforeEach(async () => {
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
  fakeApi({ 'POST /api/auth/logout': () => json({ ok: true }) });
});

describe('logout', () => {
  it('asks before dropping actions that have not been sent; discarding them empties the outbox and ends the session', async () => {
    startSession({ login: 'alba@chispa.test', token: 't', userId: 3 });
    await enqueue({ kind: 'vote', payload: { support: 1, project: 'p1' }, meta: {} }, 3);
    const { router } = await renderApp('/logout');
    expect(await screen.findByRole('heading', { name: 'Tienes acciones sin enviar' })).toBeInTheDocument();
    expect(screen.getByText(/Hay 1 acción que aún no ha llegado al servidor/)).toBeInTheDocument();
    expect(getSession()).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión y descartarlas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
    // The outbox is emptied right after: the member is not kept waiting for it.
    await waitFor(async () => expect(await listEntries()).toEqual([]));
  });

  it('logs straight out when nothing is waiting', async () => {
    startSession({ login: 'alba@chispa.test', token: 't', userId: 3 });
    const { router } = await renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });

  it('lands on /login at once when the server never answers, the revocation kept for later', async () => {
    fakeApi({ 'POST /api/auth/logout': () => new Promise<Response>(() => undefined) });
    startSession({ login: 'alba@chispa.test', token: 't', userId: 3 });
    const { router } = await renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(PENDING_REVOCATION_KEY)).not.toBeNull();
  });
});
