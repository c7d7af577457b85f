import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../tests/setup/render-app';
import { fakeApi, json } from '../../../../tests/setup/fake-api';
import { startSession } from '../../../lib/session';

/** The page's headings in document order, as "h2 Title". */
const headingOutline = () =>
  [...document.querySelectorAll('main h1, main h2, main h3')].map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`);

function expectHeadingsInOrder() {
  const levels = headingOutline().map((h) => Number(h[1]));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1));
}

// renderApp types the offered languages; activateLanguage itself takes any code and resolves it.
const asRequested = (code: string) => code as 'es';

describe('/legal', () => {
  it('is open to visitors and in Spanish when the language is es', async () => {
    fakeApi({});
    await renderApp('/legal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso legal y privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '5. Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Tus derechos' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'es');
    expect(screen.getAllByRole('link', { name: 'privacidad@chispa.example' })[0]).toHaveAttribute('href', 'mailto:privacidad@chispa.example');
    expect(screen.getByRole('table', { name: 'Finalidades y bases jurídicas del tratamiento' })).toBeInTheDocument();
    expectHeadingsInOrder();
  });

  it('is in English when the language is en', async () => {
    fakeApi({});
    await renderApp('/legal', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal notice and privacy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '5. Privacy policy' })).toBeInTheDocument();
    expect(screen.queryByText(/Política de privacidad/)).toBeNull();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
    expectHeadingsInOrder();
  });

  it.each(['ca', 'fr'])('is in Spanish for %s, which falls back to es', async (code) => {
    fakeApi({});
    await renderApp('/legal', asRequested(code));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso legal y privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '5. Política de privacidad' })).toBeInTheDocument();
  });

  it('has a table of contents whose links reach the sections', async () => {
    fakeApi({});
    await renderApp('/legal');
    const contents = await screen.findByRole('navigation', { name: 'Contenido' });
    const targets = within(contents)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!);
    expect(targets).toContain('#privacy-rights');
    for (const target of targets) expect(document.getElementById(target.slice(1))).toBeInstanceOf(HTMLElement);
    expect(screen.getAllByRole('link', { name: 'política de cookies' })[0]).toHaveAttribute('href', '/cookies');
  });

  it('is also there for a signed-in member', async () => {
    fakeApi({ 'GET /api/did-records': () => json({ data: [], meta: { balance: 0 } }) });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    await renderApp('/legal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso legal y privacidad' })).toBeInTheDocument();
  });
});

describe('/cookies', () => {
  it('is open to visitors and in Spanish when the language is es', async () => {
    fakeApi({});
    await renderApp('/cookies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de cookies' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Cookies y almacenamiento que usa Chispa' });
    expect(within(table).getByRole('columnheader', { name: 'Duración' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'chispa_refresh' })).toBeInTheDocument();
    expect(screen.getByText(/No usamos cookies de publicidad ni de analítica de terceros/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'aviso legal y de privacidad' })).toHaveAttribute('href', '/legal');
    expectHeadingsInOrder();
  });

  it('is in English when the language is en', async () => {
    fakeApi({});
    await renderApp('/cookies', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie policy' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Cookies and storage used by Chispa' })).toBeInTheDocument();
    expect(screen.getByText(/We use no advertising cookies and no third-party analytics/)).toBeInTheDocument();
    expectHeadingsInOrder();
  });

  it.each(['ca', 'fr'])('is in Spanish for %s, which falls back to es', async (code) => {
    fakeApi({});
    await renderApp('/cookies', asRequested(code));
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de cookies' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Cookies y almacenamiento que usa Chispa' })).toBeInTheDocument();
  });
});
