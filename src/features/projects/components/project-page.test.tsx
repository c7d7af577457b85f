import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  describe('timeline (issue 52)', () => {
    const page = (data: unknown[], progress: unknown = null, pageCount = 1) => ({ data, meta: { pagination: { page: 1, pageSize: 10, pageCount, total: data.length }, progress } });
    const picture = { url: '/uploads/obra.jpg', width: 1200, height: 800, formats: { small: { url: '/uploads/small_obra.jpg', width: 500, height: 333 } } };
    const update = {
      kind: 'update',
      documentId: 'u1',
      locale: 'es',
      date: '2026-05-01',
      title: 'Ya están los bancales',
      body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Cuarenta familias plantan esta semana.' }] }],
      status: 'delivered',
      progress: 100,
      pictures: [picture],
    };
    const news = { kind: 'news', documentId: 'n1', locale: 'es', date: '2026-04-01', title: 'El barrio inaugura los huertos', excerpt: 'Una fiesta' };

    it('shows each update’s day, status, progress, title, text and pictures, and a linked news post as a link, newest first', async () => {
      fakeApi({
        'GET /api/projects/p1': () => json({ data: projectFixture({ project_start: '2026-01-01', project_end: '2099-01-01' }) }),
        'GET /api/projects/p1/timeline': () => json(page([update, news], { percent: 100, date: '2026-05-01' })),
      });
      await renderApp('/projects/p1');
      const timeline = await screen.findByRole('region', { name: 'Actualizaciones del proyecto' });
      const [first, second] = within(timeline).getAllByRole('listitem').filter((item) => item.classList.contains('timeline__item'));
      expect(first).toHaveTextContent('1 de mayo de 2026');
      expect(within(first!).getByText('Entregado')).toBeInTheDocument();
      expect(within(first!).getByText('Avance: 100 %')).toBeInTheDocument();
      expect(within(first!).getByRole('heading', { level: 3, name: 'Ya están los bancales' })).toHaveAttribute('lang', 'es');
      expect(within(first!).getByText('Cuarenta familias plantan esta semana.')).toBeInTheDocument();
      const img = within(first!).getByRole('img', { name: 'Ya están los bancales' });
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('srcset', '/uploads/small_obra.jpg 500w, /uploads/obra.jpg 1200w');
      expect(within(second!).getByRole('link', { name: 'El barrio inaugura los huertos' })).toHaveAttribute('href', '/news/n1');
      expect(second).toHaveTextContent('Noticia');
      // The bar is the editor's, not the calendar's (barely begun by 2099).
      const bar = screen.getByRole('progressbar', { name: 'Avance del proyecto' });
      expect(bar).toHaveAttribute('aria-valuenow', '100');
      expect(screen.getByText(/¡Proyecto completado!/)).toBeInTheDocument();
    });

    it('says the calendar bar is time, not work, when no update gives a progress; shows no timeline while it is empty', async () => {
      fakeApi({ 'GET /api/projects/p1': () => json({ data: projectFixture({ project_start: '2020-01-01', project_end: '2099-01-01' }) }) });
      await renderApp('/projects/p1');
      const bar = await screen.findByRole('progressbar', { name: 'Plazo previsto transcurrido' });
      expect(bar).toBeInTheDocument();
      expect(screen.getByText(/el equipo aún no ha publicado su avance/)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Actualizaciones del proyecto' })).toBeNull();
    });

    it('reads earlier updates on demand, and is read in the page’s language', async () => {
      const { calls } = fakeApi({
        'GET /api/projects/p1': () => json({ data: projectFixture({ locale: 'en', name: 'Urban gardens' }) }),
        'GET /api/projects/p1/timeline': (request) =>
          new URL(request.url).searchParams.get('page') === '2'
            ? json({ ...page([{ ...news, documentId: 'n2', title: 'Older news' }]), meta: { pagination: { page: 2, pageSize: 10, pageCount: 2, total: 2 }, progress: null } })
            : json(page([{ ...update, locale: 'en', title: 'The beds are in', status: 'inProgress', progress: 40 }], { percent: 40, date: '2026-05-01' }, 2)),
      });
      await renderApp('/projects/p1', 'en');
      const timeline = await screen.findByRole('region', { name: 'Project updates' });
      expect(within(timeline).getByText('In progress')).toBeInTheDocument();
      fireEvent.click(within(timeline).getByRole('button', { name: 'See earlier updates' }));
      expect(await within(timeline).findByRole('link', { name: 'Older news' })).toHaveAttribute('href', '/news/n2');
      expect(within(timeline).queryByRole('button', { name: 'See earlier updates' })).toBeNull();
      const asked = calls.filter((call) => call.url.includes('/timeline')).map((call) => new URL(call.url).search);
      expect(asked).toEqual(['?page=1&locale=en', '?page=2&locale=en']);
    });
  });
});
