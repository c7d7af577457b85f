import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { projectFixture, projectPageFixture } from '../../../../tests/setup/fixtures';
import { startSession } from '../../../lib/session';
import { resetConnectivity } from '../../../offline/outbox/connectivity';

const FACETS = { partners: [{ documentId: 'pa1', name: 'Fundación Raíces' }], places: ['Barcelona', 'Ávila'] };
const huertos = projectFixture();
const jardin = projectFixture({ documentId: 'p2', name: 'Jardín de Gràcia', location: 'Ávila', partner: null });
const archived = projectFixture({ documentId: 'p3', name: 'Rutas accesibles', currentstatus: 'finished', voting_end: '2020-01-01' });

/** What the page asked the search for, each time: its query parameters without the locale. */
const asked = (calls: Request[]) =>
  calls.filter((request) => new URL(request.url).pathname === '/api/project-search').map((request) => {
    const params = new URL(request.url).searchParams;
    params.delete('locale');
    return params.toString();
  });

beforeEach(() => {
  resetConnectivity('reachable');
  startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/projects keeps its search in the address', () => {
  it('reads the search, filters and page of a shared address, and offers its filters labelled', async () => {
    const { calls } = fakeApi({
      ...emptyHome,
      'GET /api/project-results': () => json({ data: [] }),
      'GET /api/project-search': () => json({ ...projectPageFixture([jardin], FACETS), meta: { pagination: { page: 2, pageSize: 12, pageCount: 3, total: 25 }, facets: FACETS } }),
    });
    await renderApp('/projects?q=jardin&place=%C3%81vila&page=2&status=bogus');
    expect(await screen.findByRole('heading', { name: 'Jardín de Gràcia' })).toBeInTheDocument();
    // An unknown status fell back to the default list; the rest is asked as the address says.
    expect(asked(calls), JSON.stringify(asked(calls))).toContain('group=current&q=jardin&place=%C3%81vila&page=2&pageSize=12');
    expect(screen.getByRole('searchbox', { name: 'Buscar proyectos' })).toHaveValue('jardin');
    expect(screen.getByRole('combobox', { name: 'Lugar' })).toHaveValue('Ávila');
    // Told to screen readers as it changes.
    expect(screen.getByText('25 proyectos')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', '/projects?q=jardin&place=%C3%81vila');
    expect(screen.getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('href', '/projects?q=jardin&place=%C3%81vila&page=3');
  });

  it('writes each change to the address, from the first page', async () => {
    fakeApi({ ...emptyHome, 'GET /api/project-results': () => json({ data: [] }), 'GET /api/project-search': () => json(projectPageFixture([huertos], FACETS)) });
    const { router } = await renderApp('/projects?page=2');
    await screen.findByRole('heading', { name: 'Huertos urbanos en Nou Barris' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Partner' }), 'pa1');
    await waitFor(() => expect(router.state.location.search).toEqual({ partner: 'pa1' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'closed');
    await waitFor(() => expect(router.state.location.search).toEqual({ partner: 'pa1', status: 'closed' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Archivo de proyectos' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar proyectos' }), 'huerto');
    await waitFor(() => expect(router.state.location.search).toEqual({ partner: 'pa1', status: 'closed', q: 'huerto' }), { timeout: 2000 });
  });
});

describe('/projects offline', () => {
  it('searches and filters the projects this device keeps, and says the rest needs a connection', async () => {
    fakeApi({
      ...emptyHome,
      'GET /api/project-results': () => json({ data: [] }),
      'GET /api/project-search': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { queryClient } = await renderApp('/projects?q=JARDIN');
    // What the home and an earlier visit left on this device.
    queryClient.setQueryData(['projects', 'es'], [huertos, jardin, archived]);
    expect(await screen.findByText(/Sin conexión: buscas solo entre los proyectos guardados en este dispositivo/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Jardín de Gràcia' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Huertos urbanos en Nou Barris' })).toBeNull();
    expect(screen.getByText('1 proyecto guardado en este dispositivo')).toHaveAttribute('role', 'status');
  });

  it('keeps the archive offline too: the closed projects kept', async () => {
    fakeApi({
      ...emptyHome,
      'GET /api/project-results': () => json({ data: [] }),
      'GET /api/project-search': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { queryClient } = await renderApp('/projects?status=closed');
    queryClient.setQueryData(['projects', 'es'], [huertos, jardin, archived]);
    expect(await screen.findByRole('heading', { name: 'Rutas accesibles' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Jardín de Gràcia' })).toBeNull();
  });
});

// Issue 52: the admin says a reward's thumbnailImage shows on the project's card.
describe("a project card's reward picture", () => {
  const thumbnail = {
    url: '/uploads/cesta.jpg',
    width: 1600,
    height: 1200,
    alternativeText: null,
    formats: { small: { url: '/uploads/small_cesta.jpg', width: 500, height: 375 }, thumbnail: { url: '/uploads/thumbnail_cesta.jpg', width: 208, height: 156 } },
  };
  const reward = { documentId: 'r1', title: 'Cesta de temporada', cost: 10, start_date: '2026-01-01T00:00:00Z', end_date: '2099-01-01T00:00:00Z', thumbnailImage: thumbnail };

  it('shows its small size, sized and lazy, named by the reward; none on a coming-soon card', async () => {
    const soon = projectFixture({ documentId: 'p4', name: 'Reforestación', currentstatus: 'comingSoon', reward: { ...reward, documentId: 'r4', title: 'Árbol propio' } });
    fakeApi({
      ...emptyHome,
      'GET /api/project-results': () => json({ data: [] }),
      'GET /api/project-search': () => json(projectPageFixture([projectFixture({ reward }), soon], FACETS)),
    });
    await renderApp('/projects');
    const picture = await screen.findByRole('img', { name: 'Cesta de temporada' });
    expect(picture).toHaveAttribute('src', '/uploads/small_cesta.jpg');
    expect(picture).toHaveAttribute('width', '500');
    expect(picture).toHaveAttribute('height', '375');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('img', { name: 'Árbol propio' })).toBeNull();
  });
});
