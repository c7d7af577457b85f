import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../tests/setup/fake-api';
import { projectFixture, projectPageFixture } from '../../../tests/setup/fixtures';
import { startSession } from '../../lib/session';
import { resultsDue } from './due';

const NOW = Date.parse('2026-06-15T10:00:00Z');
const project = (overrides: Record<string, unknown> = {}) => ({ project_type: 'humans', currentstatus: 'published', voting_start: '2026-06-01', voting_end: '2026-06-30', results_visibility: 'afterClosing', ...overrides });
const result = (overrides: Record<string, unknown> = {}) => ({
  project: 'p1',
  kind: 'supportOppose',
  counts: { positive: 20, negative: 10 },
  shares: { positive: 67, negative: 33 },
  total: 30,
  final: true,
  provisional: false,
  ...overrides,
});
const member = () => startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
const closed = { voting_start: '2026-01-01', voting_end: '2026-01-10' };

describe('when a result is due', () => {
  it('follows the server’s rule: after closing by default, live during voting, never, and never for a form project', () => {
    expect(resultsDue(project(), NOW)).toBe(false);
    // Closes at the start of the day before its end day (Madrid): with an end on 17 June, the 15th is the last day to vote.
    expect(resultsDue(project({ voting_end: '2026-06-16' }), NOW)).toBe(true);
    expect(resultsDue(project({ voting_end: '2026-06-17' }), NOW)).toBe(false);
    expect(resultsDue(project({ results_visibility: 'live' }), NOW)).toBe(true);
    expect(resultsDue(project({ results_visibility: 'live', voting_start: '2026-06-20' }), NOW)).toBe(false);
    expect(resultsDue(project({ results_visibility: 'never', voting_end: '2026-06-02' }), NOW)).toBe(false);
    expect(resultsDue(project({ project_type: 'form', voting_end: '2026-06-02' }), NOW)).toBe(false);
    expect(resultsDue(project({ currentstatus: 'comingSoon', voting_end: '2026-06-02' }), NOW)).toBe(false);
    expect(resultsDue(project({ results_visibility: null, voting_end: '2026-06-02' }), NOW)).toBe(true);
  });
});

describe('a result on the project page', () => {
  it('shows the shares and counts with the member’s own vote marked', async () => {
    fakeApi({
      'GET /api/projects/p1': () => json({ data: projectFixture(closed) }),
      'GET /api/projects/p1/results': () => json({ data: result() }),
      'GET /api/user-project-supports': () => json({ data: [{ documentId: 'v1', support: -1, project: { documentId: 'p1' } }] }),
    });
    member();
    await renderApp('/projects/p1');
    const panel = (await screen.findByRole('heading', { name: 'Resultado' })).closest('section')!;
    const rows = await within(panel).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['En contra · tu voto33 % · 10 votos', 'A favor67 % · 20 votos']);
    expect(within(panel).queryByText(/en directo/)).toBeNull();
  });

  it('names the option the neighbourhood chose on a lookwhat project, by its name, and says a live result is live', async () => {
    fakeApi({
      'GET /api/projects/p1': () => json({ data: projectFixture({ project_type: 'lookwhat', results_visibility: 'live', option1_label: 'Mural', option2_label: 'Fuente' }) }),
      'GET /api/projects/p1/results': () => json({ data: result({ kind: 'options', counts: { positive: 3, negative: 1 }, shares: { positive: 75, negative: 25 }, total: 4, final: false }) }),
    });
    await renderApp('/projects/p1');
    expect(await screen.findByText('Por ahora va ganando: Fuente')).toBeInTheDocument();
    const panel = screen.getByRole('heading', { name: 'Resultado' }).closest('section')!;
    expect(within(panel).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Mural25 % · 1 voto', 'Fuente75 % · 3 votos']);
    expect(screen.getByText('Resultado en directo: la votación sigue abierta.')).toBeInTheDocument();
  });

  it('says a closed voting’s result is provisional while votes queued offline may still arrive, without naming a winner yet', async () => {
    fakeApi({
      'GET /api/projects/p1': () => json({ data: projectFixture({ ...closed, project_type: 'lookwhat' }) }),
      'GET /api/projects/p1/results': () => json({ data: result({ kind: 'options', counts: { positive: 3, negative: 1 }, shares: { positive: 75, negative: 25 }, total: 4, final: false, provisional: true }) }),
    });
    await renderApp('/projects/p1');
    expect(await screen.findByText('Resultado provisional: durante las 12 horas siguientes al cierre aún pueden llegar votos emitidos sin conexión antes de él.')).toBeInTheDocument();
    expect(screen.getByText('Por ahora va ganando: Opción 2')).toBeInTheDocument();
    expect(screen.queryByText(/en directo/)).toBeNull();
    expect(screen.queryByText(/ha elegido/)).toBeNull();
  });

  it('reads a result from before provisional results existed as it was (final or live), kept in the persisted cache', async () => {
    fakeApi({
      'GET /api/projects/p1': () => json({ data: projectFixture(closed) }),
      'GET /api/projects/p1/results': () => json({ data: result({ kind: 'options', counts: { positive: 1, negative: 2 }, shares: { positive: 33, negative: 67 }, total: 3, provisional: undefined }) }),
    });
    await renderApp('/projects/p1');
    expect(await screen.findByText('El barrio ha elegido: Opción 1')).toBeInTheDocument();
    expect(screen.queryByText(/provisional/)).toBeNull();
  });

  it('says so when the result cannot be read, and reads it again on retry', async () => {
    let fail = true;
    fakeApi({
      'GET /api/projects/p1': () => json({ data: projectFixture(closed) }),
      'GET /api/projects/p1/results': () => (fail ? json({ error: { status: 500 } }, 500) : json({ data: result({ kind: 'options', counts: { positive: 1, negative: 2 }, shares: { positive: 33, negative: 67 }, total: 3 }) })),
    });
    await renderApp('/projects/p1');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('No se ha podido leer el resultado.');
    fail = false;
    within(alert).getByRole('button', { name: 'Reintentar' }).click();
    // A project from before options had names (no labels): "Opción 1/2", as the migration names them.
    expect(await screen.findByText('El barrio ha elegido: Opción 1')).toBeInTheDocument();
  });

  it('is not asked for while voting is open and the result is published after closing', async () => {
    const asked: string[] = [];
    fakeApi({
      'GET /api/projects/p1': () => json({ data: projectFixture() }),
      'GET /api/projects/p1/results': () => {
        asked.push('results');
        return json({ data: result() });
      },
    });
    await renderApp('/projects/p1');
    await screen.findByRole('heading', { name: 'Huertos urbanos en Nou Barris', level: 1 });
    expect(screen.queryByRole('heading', { name: 'Resultado' })).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('a result on a home card', () => {
  it('shows the closed project’s result from the one list every card shares', async () => {
    fakeApi({
      ...emptyHome,
      'GET /api/project-search': () => json(projectPageFixture([projectFixture({ documentId: 'p2', name: 'Abierto' }), projectFixture(closed)])),
      'GET /api/user-project-supports': () => json({ data: [] }),
      'GET /api/project-results': () => json({ data: [result()] }),
    });
    member();
    await renderApp('/');
    await screen.findByRole('heading', { name: 'Abierto' });
    const closedCard = (await screen.findAllByRole('heading', { name: 'Huertos urbanos en Nou Barris' }))[0]!.closest('article')!;
    expect(await within(closedCard).findByText('Resultado: 67 % a favor · 30 votos')).toBeInTheDocument();
  });

  it('names the option ahead on a lookwhat card', async () => {
    const lookwhat = projectFixture({ ...closed, project_type: 'lookwhat', option1_label: 'Mural', option2_label: 'Fuente' });
    fakeApi({
      ...emptyHome,
      'GET /api/project-search': () => json(projectPageFixture([lookwhat])),
      'GET /api/user-project-supports': () => json({ data: [] }),
      'GET /api/project-results': () => json({ data: [result({ kind: 'options', counts: { positive: 1, negative: 3 }, shares: { positive: 25, negative: 75 }, total: 4 })] }),
    });
    member();
    await renderApp('/');
    const card = (await screen.findAllByRole('heading', { name: 'Huertos urbanos en Nou Barris' }))[0]!.closest('article')!;
    expect(await within(card).findByText('Resultado: Mural, 75 % · 4 votos')).toBeInTheDocument();
  });

  it('marks a provisional result on the card', async () => {
    fakeApi({
      ...emptyHome,
      'GET /api/project-search': () => json(projectPageFixture([projectFixture({ documentId: 'p2', name: 'Abierto' }), projectFixture(closed)])),
      'GET /api/user-project-supports': () => json({ data: [] }),
      'GET /api/project-results': () => json({ data: [result({ final: false, provisional: true })] }),
    });
    member();
    await renderApp('/');
    const closedCard = (await screen.findAllByRole('heading', { name: 'Huertos urbanos en Nou Barris' }))[0]!.closest('article')!;
    expect(await within(closedCard).findByText('Resultado: 67 % a favor · 30 votos · provisional')).toBeInTheDocument();
  });
});
