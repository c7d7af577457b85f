import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../tests/setup/fake-api';
import { projectFixture, projectPageFixture } from '../../../tests/setup/fixtures';
import { startSession } from '../../lib/session';
import { isLoadFailure } from './RouteLoadError';

const serverError = () => json({ data: null, error: { status: 500, name: 'InternalServerError' } }, 500);

/** A handler that fails until `heal()` is called, then answers `body`. */
function flaky(body: unknown) {
  let failing = true;
  return { handler: () => (failing ? serverError() : json(body)), heal: () => (failing = false) };
}

const member = () => startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });

type Case = {
  path: string;
  route: string;
  body: unknown;
  title: string;
  message: string;
  loaded: string;
  guest?: boolean;
};

const cases: Case[] = [
  {
    path: '/',
    route: 'GET /api/project-search',
    body: projectPageFixture([projectFixture()]),
    title: 'Inicio',
    message: 'No hemos podido cargar los proyectos. Inténtalo de nuevo.',
    loaded: 'Huertos urbanos en Nou Barris',
  },
  {
    path: '/projects',
    route: 'GET /api/project-search',
    body: projectPageFixture([projectFixture()]),
    title: 'Proyectos',
    message: 'No hemos podido cargar los proyectos. Inténtalo de nuevo.',
    loaded: 'Huertos urbanos en Nou Barris',
  },
  {
    path: '/projects/p1',
    route: 'GET /api/projects/p1',
    body: { data: projectFixture() },
    title: 'Proyecto',
    message: 'El servidor no ha podido atender tu petición sobre este proyecto. Inténtalo de nuevo.',
    loaded: 'Huertos urbanos en Nou Barris',
    guest: true,
  },
  {
    path: '/igniters',
    route: 'GET /api/partners',
    body: { data: [{ documentId: 'pa1', name: 'Fundación Raíces', imagePath: null }] },
    title: 'Partners',
    message: 'No hemos podido cargar los partners. Inténtalo de nuevo.',
    loaded: 'Todos los partners',
  },
  {
    path: '/igniters/pa1',
    route: 'GET /api/partners/pa1',
    body: { data: { documentId: 'pa1', name: 'Fundación Raíces', imagePath: null, description_rt: [], projects: [] } },
    title: 'Partner',
    message: 'No hemos podido cargar este partner. Inténtalo de nuevo.',
    loaded: 'Fundación Raíces',
  },
  {
    path: '/challenges',
    route: 'GET /api/challenges',
    body: { data: [{ documentId: 'c1', title: 'Vota un proyecto', description: null, dids: 10, imagePath: null }] },
    title: 'Retos',
    message: 'No hemos podido cargar los retos. Inténtalo de nuevo.',
    loaded: 'Vota un proyecto',
  },
  {
    path: '/rewards/r1',
    route: 'GET /api/rewards/r1',
    body: {
      data: {
        documentId: 'r1',
        title: 'Cesta de temporada',
        cost: 10,
        start_date: '2026-01-01T00:00:00Z',
        end_date: '2099-01-01T00:00:00Z',
        terms_conditions: [],
        project: { documentId: 'p1', name: 'Huertos', currentstatus: 'published', project_type: 'humans' },
      },
    },
    title: 'Recompensa',
    message: 'No hemos podido cargar tus votos y participaciones. Inténtalo de nuevo.',
    loaded: 'Cesta de temporada',
  },
];

describe('a route whose data cannot be loaded', () => {
  // React reports every error a boundary catches; these are the point of the tests.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

  it.each(cases)('$path shows its spec §8 error with a retry that loads the page', async ({ path, route, body, title, message, loaded, guest }) => {
    const api = flaky(body);
    fakeApi({ ...emptyHome, 'GET /api/participations': () => json({ data: [] }), [route]: api.handler });
    if (!guest) member();
    await renderApp(path);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();

    api.heal();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: loaded })).toBeInTheDocument();
    expect(screen.queryByText(message)).toBeNull();
  });

  it('is told in English too', async () => {
    fakeApi({ ...emptyHome, 'GET /api/challenges': serverError });
    member();
    await renderApp('/challenges', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the challenges. Please try again.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('still shows the not-found page for a 404', async () => {
    fakeApi({ ...emptyHome, 'GET /api/partners/nope': () => json({ data: null, error: { status: 404 } }, 404) });
    member();
    await renderApp('/igniters/nope');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('tells load failures from bugs', () => {
    expect(isLoadFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isLoadFailure(new Error('boom'))).toBe(false);
  });
});

describe('home extras that cannot be loaded', () => {
  it('leave the carousel usable and say so once with the home-section1 key, with a retry', async () => {
    let failing = true;
    const section = { data: { title: 'Tu barrio decide', subtitle: null, videoUrlDesktop: null, videoUrlMobile: null, imageDesktop: null, imageMobile: null } };
    fakeApi({
      ...emptyHome,
      'GET /api/project-search': () => json(projectPageFixture([projectFixture()])),
      'GET /api/home-section1': () => (failing ? serverError() : json(section)),
      'GET /api/news': () => (failing ? serverError() : json({ data: [] })),
    });
    member();
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Huertos urbanos en Nou Barris' })).toBeInTheDocument();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('No hemos podido cargar parte de la página de inicio. Inténtalo de nuevo.');

    failing = false;
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    await userEvent.click(within(alerts[0]!).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Tu barrio decide' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
