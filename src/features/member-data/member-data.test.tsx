import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../tests/setup/fake-api';
import { getSession, startSession } from '../../lib/session';
import { listEntriesOf } from '../../offline/outbox/store';
import { addEntry, removeEntriesOf } from '../../offline/outbox/sending-store';
import { userFixture, USER_ID } from '../profile/test-fixtures';
import { waitingVoteFixture } from '../../../tests/setup/fixtures';

type Handler = Parameters<typeof fakeApi>[0][string];

const FILE = { format: 'chispa-member-data/1', exportedAt: '2026-11-27T10:00:00.000Z', profile: { email: 'nuria@chispa.test' }, votes: [] };
const asFile = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="chispa-datos-2026-11-27.json"' },
  });

let saved: { href: string; download: string }[] = [];

async function openSection(download: Handler, routes: Record<string, Handler> = {}) {
  const api = fakeApi({
    ...emptyHome,
    'GET /api/users/me': () => json(userFixture()),
    'GET /api/user-project-supports': () => json({ data: [] }),
    'GET /api/did-records': () => json({ data: [], meta: { balance: 0 } }),
    'GET /api/subscriptions': () => json({ data: [], meta: {} }),
    'GET /api/member-data': download,
    // A vote waiting in the outbox is never delivered during these tests.
    'POST /api/user-project-supports': () => new Promise<Response>(() => {}),
    ...routes,
  });
  startSession({ login: 'nuria@chispa.test', token: 't', userId: USER_ID });
  await renderApp('/profile');
  return { api, section: await screen.findByRole('region', { name: 'Tus datos' }) };
}

beforeEach(() => {
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = vi.fn(() => 'blob:chispa/1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  window.dispatchEvent(new Event('online'));
});

describe('"Tus datos" on the profile (issue 33)', () => {
  it('downloads everything kept about the member as the server names the file, once however many clicks', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { api, section } = await openSection(() => answered.then(() => asFile(FILE)));
    const button = within(section).getByRole('button', { name: 'Descargar mis datos' });
    const user = userEvent.setup();
    await user.click(button);
    expect(within(section).getByRole('button', { name: 'Preparando tus datos…' })).toBeDisabled();
    await user.click(button);
    answer();
    await within(section).findByText('Listo: tus datos se han descargado en un archivo JSON.');
    expect(saved).toEqual([{ href: 'blob:chispa/1', download: 'chispa-datos-2026-11-27.json' }]);
    expect(api.calls.filter((request) => new URL(request.url).pathname === '/api/member-data')).toHaveLength(1);
  });

  it('saves nothing from a page that is not the file (a Wi-Fi portal answering 200), and says so', async () => {
    const { section } = await openSection(() => new Response('<html>Conéctate a la red</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Descargar mis datos' }));
    await within(section).findByText('No se han podido descargar tus datos. Inténtalo de nuevo.');
    expect(saved).toEqual([]);
  });

  it('says when the member has asked too often', async () => {
    const { section } = await openSection(() => asFile({ data: null, error: { status: 429, details: { code: 'rateLimit.exceeded' } } }, 429));
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Descargar mis datos' }));
    await within(section).findByText('Has pedido tus datos muchas veces seguidas. Vuelve a intentarlo dentro de un rato.');
    expect(saved).toEqual([]);
  });

  it('waits for a connection offline, with words, and asks for nothing', async () => {
    const { api, section } = await openSection(() => asFile(FILE));
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Descargar mis datos' })).toBeDisabled());
    expect(within(section).getByText('Sin conexión: para descargar tus datos necesitas conexión.')).toBeInTheDocument();
    expect(api.calls.some((request) => new URL(request.url).pathname === '/api/member-data')).toBe(false);
  });
});

describe('"Eliminar mi cuenta" on the profile (issue 33)', () => {
  const waitingVote = () => addEntry(waitingVoteFixture(USER_ID));

  beforeEach(async () => {
    await removeEntriesOf(USER_ID);
  });

  it('says what goes and what stays before asking for the password, and needs the password', async () => {
    const { api, section } = await openSection(() => asFile(FILE));
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(within(section).getByText(/Se cerrará tu sesión en todos tus dispositivos/)).toBeInTheDocument();
    expect(within(section).getByText(/tus votos \(siguen contando\)/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Escribe tu contraseña para confirmar.');
    expect(api.calls.some((request) => new URL(request.url).pathname === '/api/account-deletion')).toBe(false);
    await user.click(within(section).getByRole('button', { name: 'No, mantener mi cuenta' }));
    expect(within(section).getByRole('button', { name: 'Eliminar mi cuenta' })).toBeInTheDocument();
  });

  it('says so when the password is wrong, and keeps everything', async () => {
    await waitingVote();
    const { section } = await openSection(() => asFile(FILE), {
      'POST /api/account-deletion': () => json({ data: null, error: { status: 400, details: { code: 'deleteAccount.wrongPassword' } } }, 400),
    });
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta' }));
    await user.type(within(section).getByLabelText('Escribe tu contraseña para confirmar'), 'no-es-esta');
    await user.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    await within(section).findByText('La contraseña no es correcta.');
    expect(getSession()).not.toBeNull();
    expect(await listEntriesOf(USER_ID)).toHaveLength(1);
  });

  it('deletes the account with the password, forgets the member and this device’s outbox, and goes to the login page', async () => {
    await waitingVote();
    const { api, section } = await openSection(() => asFile(FILE), { 'POST /api/account-deletion': () => json({ deleted: true }) });
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta' }));
    await user.type(within(section).getByLabelText('Escribe tu contraseña para confirmar'), 'chispa-2026');
    await user.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    await screen.findByText('Tu cuenta se ha eliminado. Gracias por haber participado.');
    await screen.findByRole('heading', { name: 'Inicia sesión' });
    const sent = api.calls.find((request) => new URL(request.url).pathname === '/api/account-deletion')!;
    expect(await sent.json()).toEqual({ password: 'chispa-2026' });
    expect(getSession()).toBeNull();
    expect(await listEntriesOf(USER_ID)).toEqual([]);
  });

  it('does not take a portal’s page or a lost answer for a deletion, nor claims it did not happen, and waits with words offline', async () => {
    let answer = () => new Response('<html>Conéctate</html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    const { section } = await openSection(() => asFile(FILE), { 'POST /api/account-deletion': () => answer() });
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta' }));
    await user.type(within(section).getByLabelText('Escribe tu contraseña para confirmar'), 'chispa-2026');
    await user.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    await within(section).findByText('No hemos recibido la confirmación de que tu cuenta se haya eliminado. Inténtalo de nuevo.');
    expect(getSession()).not.toBeNull();
    // The request may have reached the server before the connection dropped: the outcome is unknown.
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    await within(section).findByText(/no sabemos si tu cuenta se ha eliminado/);
    expect(getSession()).not.toBeNull();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Eliminar mi cuenta para siempre' })).toBeDisabled());
    expect(within(section).getByText('Sin conexión: para eliminar tu cuenta necesitas conexión.')).toBeInTheDocument();
  });
});
