import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { startSession } from '../../../lib/session';
import { addEntry, removeEntriesOf } from '../../../offline/outbox/sending-store';
import { userFixture, USER_ID } from '../test-fixtures';
import { waitingVoteFixture } from '../../../../tests/setup/fixtures';

type Handler = Parameters<typeof fakeApi>[0][string];

const votes = [
  { documentId: 'v1', support: 1, project: { documentId: 'p1', name: 'Huertos urbanos' } },
  { documentId: 'v2', support: -1, project: { documentId: 'p2', name: 'Parking nuevo' } },
  { documentId: 'v3', support: 1, project: { documentId: 'p3', name: 'Biblioteca de semillas' } },
];

function openProfile(routes: Record<string, Handler> = {}, language: 'es' | 'en' = 'es') {
  const api = fakeApi({
    ...emptyHome,
    'GET /api/users/me': () => json(userFixture()),
    'GET /api/user-project-supports': () => json({ data: votes }),
    'GET /api/did-records': () => json({ data: [], meta: { balance: 120 } }),
    'GET /api/subscriptions': () => json({ data: [], meta: {} }),
    // A vote waiting in the outbox is never delivered during these tests.
    'POST /api/user-project-supports': () => new Promise<Response>(() => {}),
    ...routes,
  });
  startSession({ login: 'nuria@chispa.test', token: 't', userId: USER_ID });
  return { api, view: renderApp('/profile', language) };
}

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

beforeEach(async () => {
  await removeEntriesOf(USER_ID);
});

afterEach(() => {
  vi.useRealTimers();
  setClipboard(undefined);
});

describe('profile page', () => {
  it('shows an e-mail waiting for confirmation next to the current one', async () => {
    openProfile({ 'GET /api/users/me': () => json(userFixture({ pendingEmail: 'nueva@chispa.test' })) });
    await openedProfile();
    expect(fact('Correo electrónico')).toBe('nuria@chispa.testPendiente de confirmar: nueva@chispa.test');
  });

  it('shows the pending e-mail in English', async () => {
    openProfile({ 'GET /api/users/me': () => json(userFixture({ pendingEmail: 'new@chispa.test' })) }, 'en');
    expect(await screen.findByText('Waiting for confirmation: new@chispa.test')).toBeInTheDocument();
  });

  it('shows the avatar, name, e-mail, age, city and member-since month, with the edit link', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 3, 1, 12)); // the day before the 36th birthday
    const { api } = openProfile();
    await openedProfile();

    expect(screen.getByRole('heading', { level: 1, name: 'Tu perfil' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tu foto de perfil' })).toHaveAttribute('src', '/uploads/avatar_31.png');
    expect(screen.getByText('¡Hola, Núria!')).toBeInTheDocument();
    expect(fact('Nombre completo')).toBe('Núria Vidal');
    expect(fact('Correo electrónico')).toBe('nuria@chispa.test');
    expect(fact('Edad')).toBe('35 años');
    expect(fact('Ciudad')).toBe('Girona');
    expect(fact('Miembro desde')).toBe('marzo de 2025');
    expect(screen.getByRole('link', { name: 'Editar perfil' })).toHaveAttribute('href', '/profile/edit');
    const me = api.calls.find((request) => new URL(request.url).pathname === '/api/users/me')!;
    expect(new URL(me.url).searchParams.get('populate')).toBe('all');
  });

  it('counts the birthday itself, in English', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 3, 2, 9));
    openProfile({}, 'en');
    expect(await screen.findByText('Hi, Núria!')).toBeInTheDocument();
    expect(fact('Age')).toBe('36 years');
    expect(fact('Member since')).toBe('March 2025');
  });

  it('says what is not provided and shows initials without a picture', async () => {
    openProfile({ 'GET /api/users/me': () => json(userFixture({ birthDate: null, city: null, image: null })) });
    await openedProfile();
    expect(fact('Edad')).toBe('Sin indicar');
    expect(fact('Ciudad')).toBe('Sin indicar');
    expect(screen.getByRole('img', { name: 'Tu foto de perfil' })).toHaveTextContent('NV');
  });

  it('copies the referral code and says so for 3 seconds', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(writeText);
    openProfile();
    await openedProfile();
    expect(screen.getByText('K7M2Q9XZ')).toBeInTheDocument();

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    });
    expect(writeText).toHaveBeenCalledWith('K7M2Q9XZ');
    expect(screen.getByText('¡Copiado!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('¡Copiado!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('¡Copiado!')).toBeNull();
  });

  it.each([
    ['refuses', () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))],
    ['is missing', undefined],
  ])('explains when the clipboard %s', async (_why, writeText) => {
    setClipboard(writeText);
    openProfile();
    await openedProfile();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    });
    expect(screen.getByText('No se ha podido copiar. Selecciona el código y cópialo a mano.')).toBeInTheDocument();
    expect(screen.queryByText('¡Copiado!')).toBeNull();
  });

  it('lists the projects the member supports (+1 only), each linking to its page, and a vote still waiting', async () => {
    await addEntry(waitingVoteFixture(USER_ID));
    openProfile();
    const section = await screen.findByRole('region', { name: 'Proyectos que apoyas' });
    const list = await within(section).findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Huertos urbanos', '/projects/p1'],
      ['Biblioteca de semillas', '/projects/p3'],
      ['Comedor social', '/projects/p9'],
    ]);
    expect(within(list).getByText('pendiente de envío')).toBeInTheDocument();
    expect(within(section).queryByText('Parking nuevo')).toBeNull();
  });

  it('lists lookwhat votes for either option, with the option chosen, and humans votes for support only', async () => {
    openProfile({
      'GET /api/user-project-supports': () =>
        json({
          data: [
            { documentId: 'v1', support: 1, project: { documentId: 'p1', name: 'Huertos urbanos', project_type: 'humans' } },
            { documentId: 'v2', support: -1, project: { documentId: 'p2', name: 'Parking nuevo', project_type: 'humans' } },
            { documentId: 'v4', support: -1, project: { documentId: 'p4', name: 'Mural o jardín', project_type: 'lookwhat' } },
            { documentId: 'v5', support: 1, project: { documentId: 'p5', name: 'Cine o teatro', project_type: 'lookwhat' } },
          ],
        }),
    });
    const section = await screen.findByRole('region', { name: 'Proyectos que apoyas' });
    const list = await within(section).findByRole('list');
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Huertos urbanos', 'Mural o jardín · opción 1', 'Cine o teatro · opción 2']);
    expect(within(section).queryByText('Parking nuevo')).toBeNull();
  });

  it('says when the member supports no project yet', async () => {
    openProfile({ 'GET /api/user-project-supports': () => json({ data: [votes[1]] }) });
    const section = await screen.findByRole('region', { name: 'Proyectos que apoyas' });
    expect(await within(section).findByText(/Todavía no apoyas ningún proyecto/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Ver los proyectos' })).toHaveAttribute('href', '/projects');
  });

  it('shows the votes error with a retry when they cannot be read', async () => {
    let fail = true;
    openProfile({ 'GET /api/user-project-supports': () => (fail ? json({ error: { status: 500 } }, 500) : json({ data: votes })) });
    const section = await screen.findByRole('region', { name: 'Proyectos que apoyas' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('votos');
    fail = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByRole('link', { name: 'Huertos urbanos' })).toBeInTheDocument();
  });

  it('shows the DIDs total with a link to the challenges', async () => {
    openProfile();
    const section = await screen.findByRole('region', { name: 'Tus DIDs' });
    expect(await within(section).findByText('120 DIDs')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Conseguir más DIDs' })).toHaveAttribute('href', '/challenges');
  });

  it('takes DIDs spent in a participation still waiting off the total', async () => {
    await addEntry({
      id: 'e2',
      kind: 'participation',
      payload: { rewardId: 'r1', amount: 2 },
      meta: { total: 20 },
      userId: USER_ID,
      createdAt: Date.now(),
      attempts: 0,
      nextAttemptAt: Date.now() + 60 * 60 * 1000,
    });
    openProfile({ 'POST /api/participations': () => new Promise<Response>(() => {}) });
    const section = await screen.findByRole('region', { name: 'Tus DIDs' });
    expect(await within(section).findByText('100 DIDs')).toBeInTheDocument();
  });

  it('shows the spec’s load-user error with a retry when the member cannot be read', async () => {
    openProfile({ 'GET /api/users/me': () => json({ error: { status: 500 } }, 500) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu perfil' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido completar la operación');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

async function openedProfile() {
  await screen.findByRole('link', { name: 'Editar perfil' });
}

/** The value of a fact in the profile's definition list. */
function fact(term: string): string | null {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term);
  return dt?.nextElementSibling?.textContent ?? null;
}
