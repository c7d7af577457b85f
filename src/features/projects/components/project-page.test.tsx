import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { projectFixture } from '../../../../tests/setup/fixtures';
import { startSession } from '../../../lib/session';

describe('project page', () => {
  it('invites a guest to sign up or log in, and to sign in to vote, coming back to this page', async () => {
    fakeApi({ 'GET /api/projects/p1': () => json({ data: projectFixture() }) });
    await renderApp('/projects/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Huertos urbanos en Nou Barris' })).toBeInTheDocument();
    expect(screen.getByText('En votación')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/registration');
    expect(screen.getByRole('link', { name: 'Ya tengo cuenta' })).toHaveAttribute('href', '/login?redirect=%2Fprojects%2Fp1');
    // The voting section offers no vote to a guest: signing in (and back here) instead.
    const voteBox = screen.getByRole('region', { name: 'Tu voto' });
    expect(within(voteBox).getByRole('link', { name: 'Inicia sesión para votar' })).toHaveAttribute('href', '/login?redirect=%2Fprojects%2Fp1');
    expect(within(voteBox).queryByRole('button', { name: 'Apoyar' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Volver a los proyectos/ })).toBeNull();
  });

  it('says when voting opens on a project whose voting has not started, not that it is closed', async () => {
    fakeApi({ ...emptyHome, 'GET /api/projects/p1': () => json({ data: projectFixture({ voting_start: '2099-03-01', voting_end: '2099-04-01' }) }) });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    await renderApp('/projects/p1');
    const voteBox = await screen.findByRole('region', { name: 'Tu voto' });
    expect(await within(voteBox).findByText('La votación abre el 1 de marzo de 2099')).toBeInTheDocument();
    expect(screen.getByText('Votación próximamente')).toBeInTheDocument();
    expect(screen.queryByText('Votación cerrada')).toBeNull();
    expect(within(voteBox).queryByRole('button')).toBeNull();
  });

  it('says when voting opens in English too, to a guest as well', async () => {
    fakeApi({ 'GET /api/projects/p1': () => json({ data: projectFixture({ voting_start: '2099-03-01', voting_end: '2099-04-01' }) }) });
    await renderApp('/projects/p1', 'en');
    expect(await screen.findByText('Voting opens on March 1, 2099')).toBeInTheDocument();
  });

  it("labels a form project by its reward's dates, never by voting dates", async () => {
    const form = (reward: Record<string, string>) => projectFixture({ project_type: 'form', voting_start: '2020-01-01', voting_end: '2020-02-01', reward: { documentId: 'r1', title: 'Cesta', cost: 1, ...reward } });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    fakeApi({ ...emptyHome, 'GET /api/projects/p1': () => json({ data: form({ start_date: '2026-01-01T00:00:00Z', end_date: '2099-01-01T00:00:00Z' }) }) });
    const view = await renderApp('/projects/p1');
    expect(await screen.findByText('Inscripciones abiertas')).toBeInTheDocument();
    expect(screen.queryByText('Votación cerrada')).toBeNull();
    view.unmount();

    fakeApi({ ...emptyHome, 'GET /api/projects/p1': () => json({ data: form({ start_date: '2099-03-01T08:00:00Z', end_date: '2099-04-01T00:00:00Z' }) }) });
    const later = await renderApp('/projects/p1');
    expect(await screen.findByText('Inscripciones próximamente')).toBeInTheDocument();
    expect(screen.getByText('Las inscripciones abren el 1 de marzo de 2099')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Participar' })).toBeNull();
    later.unmount();

    fakeApi({ ...emptyHome, 'GET /api/projects/p1': () => json({ data: form({ start_date: '2024-01-01T00:00:00Z', end_date: '2024-02-01T00:00:00Z' }) }) });
    await renderApp('/projects/p1');
    expect(await screen.findByText('Inscripciones cerradas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inscripciones cerradas: ver el sorteo' })).toHaveAttribute('href', '/rewards/r1');
  });

  it('shows a guest the reward box of a humans project, with a sign-up prompt', async () => {
    fakeApi({ 'GET /api/projects/p1': () => json({ data: projectFixture({ reward: { documentId: 'r1', title: 'Cesta', cost: 1, start_date: '2026-01-01T00:00:00Z', end_date: '2099-01-01T00:00:00Z' } }) }) });
    await renderApp('/projects/p1');
    const box = await screen.findByRole('region', { name: 'Recompensa' });
    expect(box).toHaveTextContent('Cesta · 1 DID por participación');
    expect(within(box).getByRole('link', { name: 'Regístrate para participar' })).toHaveAttribute('href', '/registration');
    expect(within(box).queryByRole('link', { name: 'Ver la recompensa' })).toBeNull();
  });

  // Issue 52: the admin says subtitleExtraInfo shows on the project page; a reward the project's language lacks comes in Spanish, marked so.
  it('shows the subtitle’s extra line, and a Spanish-only reward marked lang="es" on an English page', async () => {
    const reward = { documentId: 'r1', locale: 'es', title: 'Cesta de temporada', cost: 1, start_date: '2026-01-01T00:00:00Z', end_date: '2099-01-01T00:00:00Z' };
    fakeApi({ 'GET /api/projects/p1': () => json({ data: projectFixture({ locale: 'en', name: 'Urban gardens', subtitleExtraInfo: '40 families have signed up', reward }) }) });
    await renderApp('/projects/p1', 'en');
    expect(await screen.findByText('40 families have signed up')).toHaveAttribute('lang', 'en');
    const box = await screen.findByRole('region', { name: 'Reward' });
    expect(within(box).getByText('Cesta de temporada')).toHaveAttribute('lang', 'es');
  });

  it('never labels a project whose voting closed "En votación"', async () => {
    fakeApi({ 'GET /api/projects/p1': () => json({ data: projectFixture({ voting_start: '2025-01-01', voting_end: '2025-02-01' }) }) });
    await renderApp('/projects/p1');
    // The status label (and, for a guest too now, the voting section's closed button).
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.status-label')).toHaveTextContent(/^Votación cerrada$/);
    expect(screen.queryByText('En votación')).toBeNull();
  });

  it('shows a member the back link, the voting buttons and the reward box of a humans project', async () => {
    fakeApi({ ...emptyHome, 'GET /api/projects/p1': () => json({ data: projectFixture() }) });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    await renderApp('/projects/p1');
    expect(await screen.findByRole('heading', { name: 'Tu voto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver a los proyectos/ })).toBeInTheDocument();
    // Live once the member's votes have loaded (they are inert until then).
    expect(await screen.findByRole('button', { name: 'Apoyar' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Ver la recompensa' })).toHaveAttribute('href', '/rewards/r1');
    expect(screen.queryByRole('link', { name: 'Crear cuenta' })).toBeNull();
  });

  it('names a lookwhat project’s options on its buttons, in the project’s language, and says the one the member chose', async () => {
    const lookwhat = projectFixture({ project_type: 'lookwhat', locale: 'es', option1_label: 'Mural', option2_label: 'Fuente' });
    fakeApi({ ...emptyHome, 'GET /api/projects/p1': () => json({ data: lookwhat }) });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    await renderApp('/projects/p1');
    const voteBox = await screen.findByRole('region', { name: 'Tu voto' });
    expect(await within(voteBox).findByRole('button', { name: 'Mural' })).toHaveAttribute('lang', 'es');
    expect(within(voteBox).getByRole('button', { name: 'Fuente' })).toBeEnabled();
    expect(within(voteBox).queryByRole('button', { name: 'Opción 1' })).toBeNull();
  });

  it('tells a member which option they chose, by its name', async () => {
    fakeApi({
      ...emptyHome,
      'GET /api/projects/p1': () => json({ data: projectFixture({ project_type: 'lookwhat', option1_label: 'Mural', option2_label: 'Fuente' }) }),
      'GET /api/user-project-supports': () => json({ data: [{ documentId: 'v1', support: 1, project: { documentId: 'p1', name: 'Huertos', project_type: 'lookwhat' } }] }),
    });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    await renderApp('/projects/p1');
    expect(await screen.findByText('Has elegido: Fuente')).toBeInTheDocument();
  });

  it("leads a form project's participation button to its reward page", async () => {
    fakeApi({ ...emptyHome, 'GET /api/projects/p1': () => json({ data: projectFixture({ project_type: 'form' }) }) });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    await renderApp('/projects/p1');
    const voteBox = await screen.findByRole('region', { name: 'Tu voto' });
    expect(within(voteBox).getByRole('link', { name: 'Participar' })).toHaveAttribute('href', '/rewards/r1');
  });

  it('tells a member that a form project without a reward has no sign-up yet, with no dead button', async () => {
    fakeApi({ ...emptyHome, 'GET /api/projects/p1': () => json({ data: projectFixture({ project_type: 'form', reward: null }) }) });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    await renderApp('/projects/p1');
    const voteBox = await screen.findByRole('region', { name: 'Tu voto' });
    expect(within(voteBox).getByText('Las inscripciones de este proyecto aún no están abiertas.')).toBeInTheDocument();
    expect(within(voteBox).queryByRole('link')).toBeNull();
    expect(within(voteBox).queryByRole('button')).toBeNull();
  });

  it('switches to English with ?locale=en', async () => {
    fakeApi({ 'GET /api/projects/p1': (request) => json({ data: projectFixture({ name: new URL(request.url).searchParams.get('locale') === 'en' ? 'Urban gardens' : 'Huertos' }) }) });
    await renderApp('/projects/p1?locale=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Urban gardens' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('gives og:url and the LinkedIn share link the canonical address, without ?locale=', async () => {
    fakeApi({ 'GET /api/projects/p1': () => json({ data: projectFixture() }) });
    await renderApp('/projects/p1?locale=en');
    const canonical = `${window.location.origin}/projects/p1`;
    await waitFor(() => expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', canonical));
    const share = screen.getByRole('link', { name: 'Share on LinkedIn' });
    expect(new URL(share.getAttribute('href')!).searchParams.get('url')).toBe(canonical);
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Huertos urbanos en Nou Barris');
  });

  it('shows the not-found page for an unknown project', async () => {
    fakeApi({ 'GET /api/projects/nope': () => json({ data: null, error: { status: 404 } }, 404) });
    await renderApp('/projects/nope');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
