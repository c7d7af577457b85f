import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { activateLanguage, i18n } from '../../lib/i18n';
import { fakeApi } from '../../../tests/setup/fake-api';
import { closeOutboxDb } from '../outbox/db';
import { enqueue } from '../outbox/flush';
import { settleEntry } from '../outbox/store';
import { ConnectivityBanner } from './ConnectivityBanner';
import { reportUnreachable, resetConnectivity } from '../outbox/connectivity';
import { startSession, endSession } from '../../lib/session';

const USER = 5;

const PROOF = { data: { documentId: 'v1' }, meta: { replayed: false } };

async function renderBanner(routes: Parameters<typeof fakeApi>[0] = {}) {
  fakeApi(routes);
  await activateLanguage('es');
  render(
    <I18nProvider i18n={i18n}>
      <ConnectivityBanner userId={USER} />
    </I18nProvider>,
  );
}

beforeEach(async () => {
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
  resetConnectivity();
});
afterEach(async () => {
  endSession();
  await closeOutboxDb();
});

describe('connectivity banner', () => {
  it('says the device is offline, then back online once the server has answered (the online event alone is a hint)', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    resetConnectivity('unreachable');
    let serverUp = false;
    await renderBanner({ 'GET /api/ping': () => (serverUp ? new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } }) : Promise.reject(new TypeError('Failed to fetch'))) });
    expect(await screen.findByText(/^Sin conexión: puedes seguir/)).toBeInTheDocument();
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText(/^Sin conexión con Chispa/)).toBeInTheDocument(); // the browser says online; the server does not answer
    serverUp = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('De nuevo con conexión.')).toBeInTheDocument();
  });

  it('says so when requests fail while the browser believes it is online, and clears on the first success', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await renderBanner();
    expect(screen.queryByText(/Sin conexión/)).toBeNull();
    act(() => reportUnreachable());
    expect(await screen.findByText(/^Sin conexión con Chispa/)).toBeInTheDocument();
  });

  it('sends the waiting actions when the member asks to send now', async () => {
    startSession({ login: 'alba@chispa.test', token: 't', userId: USER });
    await enqueue({ kind: 'vote', payload: { support: 1, project: 'p1' }, meta: { name: 'Huertos urbanos' } }, USER);
    let answer: () => Response | Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    await renderBanner({ 'POST /api/user-project-supports': () => answer(), 'GET /api/ping': () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await screen.findByText(/1 acción esperando a enviarse/)).toBeInTheDocument();
    answer = () => new Response(JSON.stringify(PROOF), { status: 201, headers: { 'Content-Type': 'application/json' } });
    await userEvent.click(screen.getByText('Ver detalles'));
    // The panel is read lazily when it is first opened: its button comes once it is in.
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar ahora' }));
    await waitFor(() => expect(screen.queryByText(/esperando a enviarse/)).toBeNull());
  });

  it('counts the waiting actions and lists them, and lists a refused one with its reason until dismissed', async () => {
    await enqueue({ kind: 'vote', payload: { support: 1, project: 'p1' }, meta: { name: 'Huertos urbanos' } }, USER);
    const refused = await enqueue({ kind: 'participation', payload: { rewardId: 'r1', amount: 5 }, meta: { title: 'Cesta' } }, USER);
    await settleEntry(
      refused.id,
      { id: refused.id, userId: USER, result: { outcome: 'rejected', entry: refused, status: 409, code: 'rewardParticipation.errors.notEnoughDIDs' } },
      { ...refused, status: 409, code: 'rewardParticipation.errors.notEnoughDIDs', failedAt: 1 },
    );
    await enqueue({ kind: 'vote', payload: { support: 1, project: 'p9' }, meta: {} }, 99); // another member's: not counted here
    await renderBanner();

    expect(await screen.findByText(/1 acción esperando a enviarse · 1 acción no se pudo enviar/)).toBeInTheDocument();
    await userEvent.click(screen.getByText('Ver detalles'));
    expect(screen.getByText('Voto: Huertos urbanos')).toBeInTheDocument();
    expect(screen.getByText('Participación: Cesta')).toBeInTheDocument();
    expect(screen.getByText('No tienes DIDs suficientes para esta participación.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('1 acción esperando a enviarse')).toBeInTheDocument();
    expect(screen.queryByText('Participación: Cesta')).toBeNull();
  });
});
