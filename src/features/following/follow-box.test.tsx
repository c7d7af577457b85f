import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../tests/setup/fake-api';
import { projectFixture } from '../../../tests/setup/fixtures';
import { startSession } from '../../lib/session';
import { reportUnreachable } from '../../offline/outbox/connectivity';
import { removeEntriesOf } from '../../offline/outbox/sending-store';

const USER_ID = 7;
const follow = (following: boolean, source: 'vote' | 'manual' | null) => () => json({ data: { project: 'p1', following, source } });

function open(routes: Parameters<typeof fakeApi>[0], language: 'es' | 'en' = 'es') {
  const api = fakeApi({ ...emptyHome, 'GET /api/projects/p1': () => json({ data: projectFixture() }), ...routes });
  startSession({ login: 'nuria@chispa.test', token: 't', userId: USER_ID });
  return { api, view: renderApp('/projects/p1', language) };
}

const sentBodies = (calls: Request[]) => Promise.all(calls.filter((call) => call.method === 'PUT' && new URL(call.url).pathname === '/api/follows/p1').map((call) => call.json()));

beforeEach(async () => {
  await removeEntriesOf(USER_ID);
});

describe('following a project from its page', () => {
  it('follows at once, and keeps it when the server agrees', async () => {
    let answer: (response: Response) => void = () => {};
    const { api } = open({ 'GET /api/follows/p1': follow(false, null), 'PUT /api/follows/p1': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const button = await screen.findByRole('button', { name: 'Seguir' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    // Shown before the server answers.
    expect(await screen.findByRole('button', { name: 'Siguiendo' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => expect(await sentBodies(api.calls)).toEqual([{ following: true }]));
    answer(json({ data: { project: 'p1', following: true, source: 'manual' } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Siguiendo' })).not.toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: 'Siguiendo' })).toHaveAttribute('aria-pressed', 'true');
    // Followed by hand: nothing to undo about a vote.
    expect(screen.queryByRole('button', { name: 'Deshacer: dejar de seguirlo' })).toBeNull();
  });

  it('goes back, and says so, when the server refuses', async () => {
    open({ 'GET /api/follows/p1': follow(false, null), 'PUT /api/follows/p1': () => json({ data: null, error: { status: 500, name: 'InternalServerError', message: 'x' } }, 500) });
    fireEvent.click(await screen.findByRole('button', { name: 'Seguir' }));
    expect(await screen.findByText('No se ha podido cambiar si sigues «Huertos urbanos en Nou Barris». Inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seguir' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('after a vote, says the member now follows the project, and undoes it', async () => {
    const { api } = open({
      'GET /api/follows/p1': follow(false, null),
      // The vote stays on its way: the page must say what it will do when it arrives.
      'POST /api/user-project-supports': () => new Promise<Response>(() => {}),
      'PUT /api/follows/p1': () => json({ data: { project: 'p1', following: false, source: 'manual' } }),
    });
    await screen.findByRole('button', { name: 'Seguir' });
    fireEvent.click(await screen.findByRole('button', { name: 'Apoyar' }));
    expect(await screen.findByText(/Has votado este proyecto, así que lo sigues/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiendo' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer: dejar de seguirlo' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Seguir' })).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.queryByText(/Has votado este proyecto/)).toBeNull();
    expect(await sentBodies(api.calls)).toEqual([{ following: false }]);
  });

  it('says a delivered vote follows the project, in English too', async () => {
    open({ 'GET /api/follows/p1': follow(true, 'vote') }, 'en');
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/You voted on this project, so you follow it/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo: stop following it' })).toBeInTheDocument();
  });

  it('offline, says following needs a connection and sends nothing', async () => {
    const { api } = open({ 'GET /api/follows/p1': follow(false, null) });
    const button = await screen.findByRole('button', { name: 'Seguir' });
    act(() => reportUnreachable());
    fireEvent.click(button);
    expect(await screen.findByText('Seguir o dejar de seguir «Huertos urbanos en Nou Barris» necesita conexión. Inténtalo cuando vuelvas a tenerla.')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(await sentBodies(api.calls)).toEqual([]);
  });

  it('is not offered to a guest', async () => {
    const { calls } = fakeApi({ 'GET /api/projects/p1': () => json({ data: projectFixture() }) });
    await renderApp('/projects/p1');
    await screen.findByRole('link', { name: 'Inicia sesión para votar' });
    expect(screen.queryByRole('button', { name: 'Seguir' })).toBeNull();
    expect(calls.some((call) => new URL(call.url).pathname.startsWith('/api/follows'))).toBe(false);
  });
});
