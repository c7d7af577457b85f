import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { projectFixture, projectPageFixture } from '../../../../tests/setup/fixtures';
import { startSession } from '../../../lib/session';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const member = () => startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
const card = (name: string) => screen.getByRole('heading', { name }).closest('article')!;

describe('home: the carousel placeholders', () => {
  it("says 'Cargando…' in the carousel while the projects load, then shows them", async () => {
    const projects = deferred<Response>();
    fakeApi({ ...emptyHome, 'GET /api/project-search': () => projects.promise });
    member();
    await renderApp('/');
    expect(await screen.findByText('Cargando…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Proyectos' })).toBeInTheDocument();
    expect(screen.queryByText('Ahora mismo no hay proyectos que mostrar.')).toBeNull();

    projects.resolve(json({ data: [projectFixture()] }));
    expect(await screen.findByRole('heading', { name: 'Huertos urbanos en Nou Barris' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  it('says there is nothing to show once loaded with no visible card', async () => {
    fakeApi({ ...emptyHome, 'GET /api/project-search': () => json(projectPageFixture([projectFixture({ card_visible: false })])) });
    member();
    await renderApp('/');
    expect(await screen.findByText('Ahora mismo no hay proyectos que mostrar.')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });
});

describe('home: the member votes', () => {
  it('keeps cards inert, neither live nor ended, until the votes have loaded', async () => {
    const votes = deferred<Response>();
    fakeApi({
      ...emptyHome,
      'GET /api/project-search': () => json(projectPageFixture([projectFixture(), projectFixture({ documentId: 'p2', name: 'Comedor' })])),
      'GET /api/user-project-supports': () => votes.promise,
    });
    member();
    await renderApp('/');
    await screen.findByRole('heading', { name: 'Huertos urbanos en Nou Barris' });
    for (const name of ['Huertos urbanos en Nou Barris', 'Comedor']) {
      expect(within(card(name)).getByRole('button', { name: 'Cargando tu voto…' })).toBeDisabled();
      expect(within(card(name)).queryByRole('button', { name: 'Apoyar' })).toBeNull();
      expect(within(card(name)).queryByRole('button', { name: 'Votación cerrada' })).toBeNull();
    }

    votes.resolve(json({ data: [] }));
    expect(await within(card('Huertos urbanos en Nou Barris')).findByRole('button', { name: 'Apoyar' })).toBeEnabled();
    expect(within(card('Comedor')).getByRole('button', { name: 'Apoyar' })).toBeEnabled();
  });

  it('shows every visible project under "Proyectos", open votings first and closed ones last, with the subtitle and a link to all projects', async () => {
    fakeApi({
      ...emptyHome,
      'GET /api/project-search': () =>
        json({
          data: [
            projectFixture({ documentId: 'p2', name: 'Votación terminada', voting_end: '2026-01-02' }),
            projectFixture({ documentId: 'p3', name: 'Muy pronto', currentstatus: 'comingSoon' }),
            projectFixture(),
            projectFixture({ documentId: 'p4', name: 'Oculto', card_visible: false }),
          ],
        }),
      'GET /api/user-project-supports': () => json({ data: [] }),
      'GET /api/project-results': () => json({ data: [] }),
    });
    member();
    await renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Proyectos' })).parentElement!;
    expect(within(section).getByText('Tu voto decide qué proyectos salen adelante.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Ver todos los proyectos' })).toHaveAttribute('href', '/projects');
    await screen.findByRole('heading', { name: 'Votación terminada' });
    const names = [...document.querySelectorAll('.project-carousel__slide[role="group"] h3')].map((heading) => heading.textContent);
    expect(names).toEqual(['Huertos urbanos en Nou Barris', 'Muy pronto', 'Votación terminada']);
    expect(screen.queryByRole('heading', { name: 'Oculto' })).toBeNull();
  });

  it('says the votes could not be loaded, keeps the cards inert, and retries', async () => {
    let fail = true;
    fakeApi({
      ...emptyHome,
      'GET /api/project-search': () => json(projectPageFixture([projectFixture()])),
      'GET /api/user-project-supports': () => (fail ? json({ error: { status: 500 } }, 500) : json({ data: [{ documentId: 'v1', support: 1, project: { documentId: 'p1' } }] })),
    });
    member();
    await renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar tus votos y participaciones. Inténtalo de nuevo.');
    // The cards are rendered in a transition, possibly after the notice.
    await screen.findByRole('heading', { name: 'Huertos urbanos en Nou Barris' });
    expect(within(card('Huertos urbanos en Nou Barris')).getByRole('button', { name: 'Voto no disponible' })).toBeDisabled();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(card('Huertos urbanos en Nou Barris')).findByText('Has apoyado este proyecto')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('home: what sits below the carousel', () => {
  it("is asked for only once the first card's picture is in, so that it does not slow the picture down", async () => {
    const pictures: HTMLImageElement[] = [];
    vi.stubGlobal(
      'Image',
      class extends window.Image {
        constructor() {
          super();
          pictures.push(this);
        }
      },
    );
    const { calls } = fakeApi({ ...emptyHome, 'GET /api/project-search': () => json(projectPageFixture([projectFixture()])) });
    const asked = (path: string) => calls.some((request) => new URL(request.url).pathname === path);
    member();
    await renderApp('/');
    await screen.findByRole('heading', { name: 'Huertos urbanos en Nou Barris' });
    await waitFor(() => expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual(['/uploads/p1.jpg']));
    expect(['/api/home-section2', '/api/banner-configuration', '/api/news'].filter(asked)).toEqual([]);

    pictures[0]!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(['/api/home-section2', '/api/banner-configuration', '/api/news'].filter(asked)).toHaveLength(3));
  });
});
