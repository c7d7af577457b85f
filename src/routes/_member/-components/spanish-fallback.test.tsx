import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { projectFixture, projectPageFixture } from '../../../../tests/setup/fixtures';
import { startSession } from '../../../lib/session';

/**
 * Content a member's language lacks comes in Spanish with its own locale (docs/decisions/i18n/spanish-fallback.md): its
 * texts carry that locale as `lang`, so a screen reader reads them as Spanish in the English app.
 */
const member = () => startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
const spanish = projectFixture({ locale: 'es' });
const english = projectFixture({ documentId: 'p2', locale: 'en', name: 'Community kitchen', subtitle: 'Hot meals', extract: 'A kitchen.', supportText: 'Do you back it?' });
const blocks = (text: string) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];

describe('content in Spanish in the English app', () => {
  it("marks a Spanish project's texts on the project page lang=es, and leaves the app's own texts alone", async () => {
    fakeApi({ 'GET /api/projects/p1': () => json({ data: spanish }) });
    await renderApp('/projects/p1', 'en');
    const title = await screen.findByRole('heading', { level: 1, name: 'Huertos urbanos en Nou Barris' });
    expect(document.documentElement.lang).toBe('en');
    expect(title).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Comida fresca a dos calles')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Convertimos tres solares vacíos en huertos.')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Tres solares abandonados.').closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Cesta')).toHaveAttribute('lang', 'es');
    // The app's own words around it are English, read as the page's language.
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' }).closest('[lang]')).toBe(document.documentElement);
  });

  it('reads a project in the app language as the page is read', async () => {
    fakeApi({ 'GET /api/projects/p2': () => json({ data: english }) });
    await renderApp('/projects/p2', 'en');
    const title = await screen.findByRole('heading', { level: 1, name: 'Community kitchen' });
    expect(title.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Tres solares abandonados.').closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('marks the Spanish cards, home sections, banner and news of the English home page, and only those', async () => {
    fakeApi({
      ...emptyHome,
      'GET /api/project-search': () => json(projectPageFixture([spanish, english])),
      'GET /api/home-section1': () => json({ data: { locale: 'es', title: 'Tu barrio decide', subtitle: 'Vota lo que importa' } }),
      'GET /api/home-section2': () => json({ data: { locale: 'en', title: 'Your street, your say' } }),
      'GET /api/banner-configuration': () =>
        json({ data: { locale: 'es', enabled: true, title: 'Regala chispas', description: blocks('Un regalo.'), buttonUrl: '/sendGift', buttonLabel: 'Regalar' } }),
      'GET /api/news': () => json({ data: [{ documentId: 'n1', locale: 'es', title: 'Abrimos la votación', excerpt: 'Ya puedes votar.', date: '2026-01-01' }] }),
    });
    member();
    await renderApp('/', 'en');
    const [spanishCard] = await screen.findAllByRole('heading', { name: 'Huertos urbanos en Nou Barris' });
    expect(spanishCard).toHaveAttribute('lang', 'es');
    const [englishCard] = screen.getAllByRole('heading', { name: 'Community kitchen' });
    expect(englishCard!.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'Tu barrio decide' }).closest('[lang]')).toHaveAttribute('lang', 'es');
    expect((await screen.findByRole('heading', { name: 'Your street, your say' })).closest('[lang]')).toHaveAttribute('lang', 'en');
    expect((await screen.findByRole('heading', { name: 'Regala chispas' })).closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(await screen.findByText('Abrimos la votación')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Ya puedes votar.')).toHaveAttribute('lang', 'es');
  });

  it("marks a Spanish partner's name, description and projects on the partner page", async () => {
    const partner = {
      documentId: 'pa1',
      locale: 'es',
      name: 'Fundación Raíces',
      description_rt: blocks('Huertos y comedores.'),
      projects: [{ documentId: 'p1', name: 'Huertos urbanos', subtitle: null, currentstatus: 'published', voting_end: '2099-01-01', images: [], mainImage: null }],
    };
    fakeApi({ 'GET /api/partners/pa1': () => json({ data: partner }) });
    member();
    await renderApp('/igniters/pa1', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fundación Raíces' })).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Huertos y comedores.').closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Huertos urbanos')).toHaveAttribute('lang', 'es');
  });

  // Issue 52: related items fall back too; each keeps its own language.
  it("marks a Spanish-only project on an English partner's page lang=es, and the partner's own English projects lang=en", async () => {
    const project = (documentId: string, locale: string, name: string) => ({ documentId, locale, name, subtitle: null, currentstatus: 'published', voting_end: '2099-01-01', images: [], mainImage: null });
    const partner = { documentId: 'pa1', locale: 'en', name: 'Raíces Foundation', description_rt: blocks('Gardens.'), projects: [project('p2', 'en', 'Community kitchen'), project('p1', 'es', 'Huertos urbanos')] };
    fakeApi({ 'GET /api/partners/pa1': () => json({ data: partner }) });
    member();
    await renderApp('/igniters/pa1', 'en');
    expect(await screen.findByText('Huertos urbanos')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Community kitchen')).toHaveAttribute('lang', 'en');
  });

  it('marks a Spanish news post and Spanish challenges, not the words of the app around them', async () => {
    fakeApi({
      'GET /api/news/n1': () => json({ data: { documentId: 'n1', locale: 'es', title: 'Abrimos la votación', excerpt: 'Ya puedes votar.', content_rt: blocks('Hasta el viernes.'), date: '2026-01-01' } }),
      'GET /api/challenges': () => json({ data: [{ documentId: 'c1', locale: 'es', title: 'Vota un proyecto', description: 'Cada voto cuenta.', dids: 10, kind: 'vote' }] }),
      'GET /api/challenge-progress': () => json({ data: [] }),
    });
    member();
    const { router } = await renderApp('/news/n1', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Abrimos la votación' })).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Ya puedes votar.')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Hasta el viernes.').closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' }).closest('[lang]')).toBe(document.documentElement);

    await router.navigate({ to: '/challenges' });
    expect(await screen.findByRole('heading', { name: 'Vota un proyecto' })).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Cada voto cuenta.')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('+10 DIDs').closest('[lang]')).toBe(document.documentElement);
  });
});
