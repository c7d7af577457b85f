import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../tests/setup/fake-api';
import { projectFixture, projectPageFixture } from '../../../tests/setup/fixtures';
import { startSession } from '../../lib/session';

/** Fifteen posts, newest first, one a day from 15 March 2026 back. */
const posts = Array.from({ length: 15 }, (_item, i) => ({
  documentId: `n${i + 1}`,
  title: `Noticia ${i + 1}`,
  excerpt: null,
  content_rt: [],
  date: `2026-03-${String(15 - i).padStart(2, '0')}`,
  image: null,
}));

/** The server's pagination over those posts. */
function newsApi(request: Request) {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get('pagination[page]') ?? 1);
  const pageSize = Number(params.get('pagination[pageSize]') ?? 25);
  const data = posts.slice((page - 1) * pageSize, page * pageSize);
  return json({ data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(posts.length / pageSize), total: posts.length } } });
}

describe('news list (/news)', () => {
  it('lists every post a page at a time, newest first, each linking to its page, with its calendar day', async () => {
    const { calls } = fakeApi({ 'GET /api/news': newsApi });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    await renderApp('/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'Noticias' })).toBeInTheDocument();
    expect(await screen.findByText('12 de 15 noticias')).toBeInTheDocument();
    const list = document.querySelector<HTMLElement>('main .news-list')!;
    expect(within(list).getAllByRole('link')).toHaveLength(12);
    expect(within(list).getByRole('link', { name: /Noticia 1$/ })).toHaveAttribute('href', '/news/n1');
    // A calendar day stays that day (15 March), whatever the device's time zone.
    expect(within(list).getByRole('link', { name: /Noticia 1$/ })).toHaveTextContent('15 mar 2026');

    fireEvent.click(screen.getByRole('button', { name: 'Cargar más noticias' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(15));
    expect(within(list).getByRole('link', { name: /Noticia 15$/ })).toHaveAttribute('href', '/news/n15');
    expect(screen.queryByRole('button', { name: 'Cargar más noticias' })).toBeNull();

    const asked = calls.filter((call) => new URL(call.url).pathname === '/api/news').map((call) => new URL(call.url).searchParams);
    expect(asked.map((params) => params.get('pagination[page]'))).toEqual(['1', '2']);
    expect(asked.every((params) => params.get('pagination[pageSize]') === '12' && params.get('sort') === 'date:desc')).toBe(true);
  });

  it('says when the list cannot be read, and reads it again on retry', async () => {
    let fail = true;
    fakeApi({ 'GET /api/news': (request) => (fail ? json({ data: null, error: { status: 500 } }, 500) : newsApi(request)) });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    await renderApp('/news');
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('12 de 15 noticias')).toBeInTheDocument();
  });

  it('is linked from the latest news on the home page', async () => {
    fakeApi({ ...emptyHome, 'GET /api/project-search': () => json(projectPageFixture([projectFixture()])), 'GET /api/news': () => json({ data: posts.slice(0, 3) }) });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    await renderApp('/');
    const section = await screen.findByRole('region', { name: 'Últimas noticias' }, { timeout: 8000 });
    expect(within(section).getByRole('link', { name: 'Ver todas las noticias' })).toHaveAttribute('href', '/news');
  });

  it('asks a guest to sign in, and comes back to the list', async () => {
    fakeApi({});
    const { router } = await renderApp('/news');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/news' });
  });
});
