import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { startSession } from '../../../lib/session';
import { resetConnectivity } from '../../../offline/outbox/connectivity';

const partner = (documentId: string, name: string) => ({ documentId, locale: 'es', name, imagePath: null, description_rt: [], projects: [] });
const raices = partner('pa1', 'Fundación Raíces');
const brujula = partner('pa2', 'La Brújula');

beforeEach(() => {
  resetConnectivity('reachable');
  startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/igniters keeps its search and page in the address', () => {
  it('asks for the page and name the address says, and pages by links', async () => {
    const { calls } = fakeApi({ ...emptyHome, 'GET /api/partners': () => json({ data: [raices], meta: { pagination: { start: 100, limit: 100, total: 230 } } }) });
    await renderApp('/igniters?q=raices&page=2');
    expect((await screen.findAllByText('Fundación Raíces')).length).toBeGreaterThan(0);
    const sent = calls.map((request) => new URL(request.url)).find((url) => url.pathname === '/api/partners')!;
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({ limit: '100', offset: '100', sort: 'name', 'filters[name][$containsi]': 'raices' });
    expect(screen.getByRole('searchbox', { name: 'Busca un partner' })).toHaveValue('raices');
    expect(screen.getByText('230 partners')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('href', '/igniters?q=raices&page=3');
    expect(screen.getByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', '/igniters?q=raices');
  });

  it('writes what is typed to the address', async () => {
    fakeApi({ ...emptyHome, 'GET /api/partners': () => json({ data: [raices, brujula], meta: { pagination: { start: 0, limit: 100, total: 2 } } }) });
    const { router } = await renderApp('/igniters');
    await screen.findAllByText('La Brújula');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Busca un partner' }), 'brujula');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'brujula' }), { timeout: 2000 });
  });

  it('offline, searches the partners this device keeps, accents aside, and says so', async () => {
    fakeApi({ ...emptyHome, 'GET /api/partners': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { queryClient } = await renderApp('/igniters?q=BRUJULA');
    queryClient.setQueryData(['partners', 'es', '', 1], { partners: [raices, brujula], total: 2 });
    expect(await screen.findByText(/Sin conexión: buscas solo entre los partners guardados/)).toBeInTheDocument();
    expect(screen.getAllByText('La Brújula').length).toBeGreaterThan(0);
    expect(screen.queryByText('Fundación Raíces')).toBeNull();
  });
});
