import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { activateLanguage, i18n } from '../../lib/i18n';
import { fakeApi } from '../../../tests/setup/fake-api';
import { closeOutboxDb } from '../outbox/db';
import { enqueue } from '../outbox/flush';
import { withFlushLock } from '../outbox/flush-lock';
import { settleEntry } from '../outbox/sending-store';
import { OUTBOX_CHANNEL, type OutboxMessage } from '../outbox/channel';
import { ConnectivityBanner } from './ConnectivityBanner';
import { reportUnreachable, resetConnectivity } from '../outbox/connectivity';
import { requestBackgroundSync, startOutboxFlushing } from './page-outbox';
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
    await userEvent.click(await screen.findByText('Ver detalles'));
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
    await userEvent.click(await screen.findByText('Ver detalles'));
    expect(screen.getByText('Voto: Huertos urbanos')).toBeInTheDocument();
    expect(screen.getByText('Participación: Cesta')).toBeInTheDocument();
    expect(screen.getByText('No tienes DIDs suficientes para esta participación.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('1 acción esperando a enviarse')).toBeInTheDocument();
    expect(screen.queryByText('Participación: Cesta')).toBeNull();
  });

  it('sends a vote with the time it was queued, and says plainly that it did not count when the server got it too late after the close', async () => {
    startSession({ login: 'alba@chispa.test', token: 't', userId: USER });
    const counted = await enqueue({ kind: 'vote', payload: { support: 1, project: 'p1' }, meta: { name: 'Huertos urbanos' } }, USER);
    const late = await enqueue({ kind: 'vote', payload: { support: -1, project: 'p2' }, meta: { name: 'Mural del mercado' } }, USER);
    const queuedAt: Record<string, string | null> = {};
    const refusal = { data: null, error: { status: 409, name: 'ApplicationError', message: 'too late', details: { code: 'vote.arrivedTooLate' } } };
    await renderBanner({
      'POST /api/user-project-supports': async (request) => {
        const { data } = (await request.json()) as { data: { project: string } };
        queuedAt[data.project] = request.headers.get('X-Chispa-Queued-At');
        return data.project === 'p1'
          ? new Response(JSON.stringify(PROOF), { status: 201, headers: { 'Content-Type': 'application/json' } })
          : new Response(JSON.stringify(refusal), { status: 409, headers: { 'Content-Type': 'application/json' } });
      },
      'GET /api/ping': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await userEvent.click(await screen.findByText('Ver detalles'));
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar ahora' }));

    expect(await screen.findByText('Tu voto no ha contado: lo emitiste sin conexión antes del cierre, pero llegó más de 12 horas después de que cerrara la votación.')).toBeInTheDocument();
    expect(screen.getByText('Voto: Mural del mercado')).toBeInTheDocument();
    // The vote that counted has left the outbox: nothing of it waits or was refused.
    expect(screen.queryByText('Voto: Huertos urbanos')).toBeNull();
    expect(screen.queryByText(/esperando a enviarse/)).toBeNull();
    expect(queuedAt).toEqual({ p1: String(counted.createdAt), p2: String(late.createdAt) });
  });
});

/**
 * A Chromium-like browser: Background Sync in the registration's prototype, a worker controlling the
 * page, and a registration whose sync accepts (or refuses, as with the permission blocked) the tag.
 */
function withBackgroundSync(register: () => Promise<void> = async () => undefined) {
  class Registration {}
  Object.defineProperty(Registration.prototype, 'sync', { get: () => ({ register }) });
  vi.stubGlobal('ServiceWorkerRegistration', Registration);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: {}, getRegistration: async () => new Registration() },
  });
}

const VOTE = { kind: 'vote', payload: { support: 1, project: 'p1' }, meta: { name: 'Huertos urbanos' } } as const;

describe('when the banner says waiting actions are sent', () => {
  afterEach(async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.unstubAllGlobals();
    await requestBackgroundSync(); // no worker now: the outcome remembered is "no Background Sync"
  });

  it('without Background Sync (Firefox, WebKit): when Chispa is opened again with a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    resetConnectivity('unreachable');
    await requestBackgroundSync();
    await enqueue(VOTE, USER);
    await renderBanner({ 'GET /api/ping': () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(
      await screen.findByText(/^Sin conexión: puedes seguir votando y participando; se enviará cuando vuelvas a abrir Chispa con conexión \(o antes/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/lo enviaremos al volver la conexión/)).toBeNull();
    await userEvent.click(await screen.findByText('Ver detalles'));
    expect(await screen.findByText(/^Este navegador no las envía con Chispa cerrada: se enviarán cuando vuelvas a abrirla con conexión/)).toBeInTheDocument();
  });

  it('without Background Sync, with the server out of reach: as soon as it answers if Chispa stays open, or when opened again', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await requestBackgroundSync();
    await renderBanner();
    act(() => reportUnreachable());
    expect(
      await screen.findByText('Sin conexión con Chispa: puedes seguir votando y participando; se enviará en cuanto responda si la tienes abierta, o cuando vuelvas a abrirla.'),
    ).toBeInTheDocument();
  });

  it('with Background Sync (Chromium): when the connection is back, even with Chispa closed', async () => {
    withBackgroundSync();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    resetConnectivity('unreachable');
    await requestBackgroundSync();
    await enqueue(VOTE, USER);
    await renderBanner({ 'GET /api/ping': () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await screen.findByText(/^Sin conexión: puedes seguir votando y participando; lo enviaremos al volver la conexión\./)).toBeInTheDocument();
    await userEvent.click(await screen.findByText('Ver detalles'));
    expect(await screen.findByText('Las enviaremos al volver la conexión, aunque cierres Chispa.')).toBeInTheDocument();
  });

  it('follows what the browser answers: a refused sync registration (permission blocked) reads as no Background Sync', async () => {
    let refuse = false;
    withBackgroundSync(async () => {
      if (refuse) throw new DOMException('Permission denied.', 'NotAllowedError');
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    resetConnectivity('unreachable');
    await requestBackgroundSync();
    await renderBanner({ 'GET /api/ping': () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await screen.findByText(/lo enviaremos al volver la conexión\./)).toBeInTheDocument();
    refuse = true;
    await act(() => requestBackgroundSync());
    expect(await screen.findByText(/se enviará cuando vuelvas a abrir Chispa con conexión/)).toBeInTheDocument();
    expect(screen.queryByText(/lo enviaremos al volver la conexión\./)).toBeNull();
  });
});

describe('a second tab', () => {
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  it('shows the actions another tab stores, as it announces them on the outbox channel', async () => {
    await renderBanner();
    await settle(); // its first read is done: the queue was empty then
    expect(screen.queryByText(/esperando a enviarse/)).toBeNull();

    // The other tab: stores a vote in the shared outbox and tells the other tabs.
    await enqueue(VOTE, USER);
    const otherTab = new BroadcastChannel(OUTBOX_CHANNEL);
    otherTab.postMessage({ type: 'outbox-changed' } satisfies OutboxMessage);
    otherTab.close();

    expect(await screen.findByText('1 acción esperando a enviarse')).toBeInTheDocument();
  });

  it('reads the outbox again on returning to view, without waiting for a flush that another tab holds up', async () => {
    startSession({ login: 'alba@chispa.test', token: 't', userId: USER });
    await renderBanner({
      'POST /api/user-project-supports': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/ping': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const stop = startOutboxFlushing();
    await settle();
    // Another tab's flush holds the lock (a slow network), and the other tab could not announce its
    // action (no BroadcastChannel in its browser, or this tab was asleep).
    let finishOther!: () => void;
    const other = withFlushLock(() => new Promise<void>((resolve) => (finishOther = resolve)));
    await enqueue(VOTE, USER);
    expect(screen.queryByText(/esperando a enviarse/)).toBeNull();

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText('1 acción esperando a enviarse')).toBeInTheDocument();

    finishOther();
    await other;
    await settle();
    stop();
  });
});
