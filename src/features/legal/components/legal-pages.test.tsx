import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { fakeApi, json } from '../../../../tests/setup/fake-api';
import { legalText, legalTextRoutes, paragraph, PUBLISHED_AT } from '../../../../tests/setup/legal-texts';
import { startSession } from '../../../lib/session';
import { resetConnectivity } from '../../../offline/outbox/connectivity';

/** The page's headings in document order, as "h2 Title". */
const headingOutline = () =>
  [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`);

function expectHeadingsInOrder() {
  const levels = headingOutline().map((h) => Number(h[1]));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1));
}

/** The language a text is read in: its element's own `lang`, or its nearest ancestor's. */
const langOf = (element: HTMLElement) => element.closest('[lang]')?.getAttribute('lang');

/** The languages the page asked the texts in. */
const askedLocales = (calls: Request[]) =>
  calls.filter((request) => request.url.includes('/api/legal-texts/')).map((request) => new URL(request.url).searchParams.get('locale'));

// renderApp types the offered languages; activateLanguage itself takes any code and resolves it.
const asRequested = (code: string) => code as 'es';

beforeEach(() => resetConnectivity('reachable'));

describe('/legal', () => {
  it('is open to visitors and shows the legal notice, terms and privacy policy in Spanish when the language is es', async () => {
    const { calls } = fakeApi(legalTextRoutes());
    await renderApp('/legal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso legal y privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Aviso legal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Condiciones de uso' })).toBeInTheDocument();
    const privacy = screen.getByRole('heading', { level: 2, name: 'Política de privacidad' });
    expect(langOf(privacy)).toBe('es');
    // The editor's headings go below the section's h2, whatever level they were written at.
    expect(screen.getByRole('heading', { level: 3, name: 'Tus derechos' })).toBeInTheDocument();
    expect(langOf(screen.getByRole('heading', { level: 4, name: 'Acceso' }))).toBe('es');
    expect(screen.getAllByRole('link', { name: 'privacidad@chispa.example' })[0]).toHaveAttribute('href', 'mailto:privacidad@chispa.example');
    expect(askedLocales(calls)).toEqual(['es', 'es', 'es']);
    expectHeadingsInOrder();
  });

  it('says which version each text is, published when (in Madrid), and links to its versions', async () => {
    fakeApi(legalTextRoutes());
    await renderApp('/legal');
    const privacy = (await screen.findByRole('heading', { level: 2, name: 'Política de privacidad' })).closest('section')!;
    expect(within(privacy).getByText(/Versión 3 · publicada el 4 de diciembre de 2026/)).toBeInTheDocument();
    expect(within(privacy).getByRole('link', { name: 'Todas las versiones' })).toHaveAttribute('href', '/legal/versions/privacy');
  });

  it('is in English when the language is en, each text marked with its own language (Spanish where it has no English)', async () => {
    const { calls } = fakeApi(legalTextRoutes());
    await renderApp('/legal', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal notice and privacy' })).toBeInTheDocument();
    expect(langOf(screen.getByRole('heading', { level: 2, name: 'Privacy policy' }))).toBe('en');
    expect(screen.queryByText('Tus derechos')).toBeNull();
    // The terms have no English version: the Spanish one, marked as Spanish.
    expect(langOf(screen.getByRole('heading', { level: 2, name: 'Condiciones de uso' }))).toBe('es');
    expect(langOf(screen.getByText('Debes tener más de 14 años.'))).toBe('es');
    expect(screen.getByText(/Version 3 · published December 4, 2026/)).toBeInTheDocument();
    expect(askedLocales(calls)).toEqual(['en', 'en', 'en']);
    expectHeadingsInOrder();
  });

  it.each(['ca', 'fr'])('is in Spanish for %s, which falls back to es', async (code) => {
    const { calls } = fakeApi(legalTextRoutes());
    await renderApp('/legal', asRequested(code));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso legal y privacidad' })).toBeInTheDocument();
    expect(langOf(screen.getByRole('heading', { level: 2, name: 'Política de privacidad' }))).toBe('es');
    expect(askedLocales(calls)).toEqual(['es', 'es', 'es']);
  });

  it('has a table of contents whose links reach the sections', async () => {
    fakeApi(legalTextRoutes());
    await renderApp('/legal');
    const contents = await screen.findByRole('navigation', { name: 'Contenido' });
    const targets = within(contents)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!);
    expect(targets).toEqual(['#legal-notice', '#terms', '#privacy']);
    for (const target of targets) expect(document.getElementById(target.slice(1))).toBeInstanceOf(HTMLElement);
    expect(within(document.getElementById('privacy')!).getByRole('heading', { level: 2 })).toHaveTextContent('Política de privacidad');
  });

  it('is also there for a signed-in member', async () => {
    fakeApi({ ...legalTextRoutes(), 'GET /api/did-records': () => json({ data: [], meta: { balance: 0 } }) });
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    await renderApp('/legal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso legal y privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Política de privacidad' })).toBeInTheDocument();
  });

  it('says a text could not be read, shows the others, and reads it again on retry', async () => {
    let failing = true;
    const routes = legalTextRoutes();
    fakeApi({ ...routes, 'GET /api/legal-texts/terms': (request) => (failing ? json({ data: null, error: { status: 500 } }, 500) : routes['GET /api/legal-texts/terms']!(request)) });
    await renderApp('/legal');
    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido cargar este texto. Inténtalo de nuevo.');
    expect(screen.getByRole('heading', { level: 2, name: 'Política de privacidad' })).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Condiciones de uso' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never read on this device and the server out of reach: the offline screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi(Object.fromEntries(Object.keys(legalTextRoutes()).map((route) => [route, () => Promise.reject(new TypeError('Failed to fetch'))])));
    await renderApp('/legal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Esta página no está disponible sin conexión' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('/cookies', () => {
  it('is open to visitors and in Spanish when the language is es', async () => {
    fakeApi(legalTextRoutes());
    await renderApp('/cookies');
    const title = await screen.findByRole('heading', { level: 1, name: 'Política de cookies' });
    expect(langOf(title)).toBe('es');
    expect(screen.getByRole('heading', { level: 2, name: 'Qué guardamos' })).toBeInTheDocument();
    expect(screen.getByText(/No usamos cookies de publicidad/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todas las versiones' })).toHaveAttribute('href', '/legal/versions/cookies');
    expectHeadingsInOrder();
  });

  it('is in English when the language is en', async () => {
    fakeApi(legalTextRoutes());
    await renderApp('/cookies', 'en');
    expect(langOf(await screen.findByRole('heading', { level: 1, name: 'Cookie policy' }))).toBe('en');
    expect(screen.getByText(/We use no advertising cookies/)).toBeInTheDocument();
    expectHeadingsInOrder();
  });

  it.each(['ca', 'fr'])('is in Spanish for %s, which falls back to es', async (code) => {
    fakeApi(legalTextRoutes());
    await renderApp('/cookies', asRequested(code));
    expect(langOf(await screen.findByRole('heading', { level: 1, name: 'Política de cookies' }))).toBe('es');
  });

  it('keeps its title and offers a retry when the text cannot be read', async () => {
    fakeApi({ 'GET /api/legal-texts/cookies': () => json({ data: null, error: { status: 502 } }, 502) });
    await renderApp('/cookies');
    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido cargar este texto.');
    expect(screen.getByRole('heading', { level: 1, name: 'Política de cookies' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe("a legal text's versions", () => {
  const versions = [
    { version: 3, locale: 'es', title: 'Política de privacidad', publishedAt: PUBLISHED_AT, material: true, changeSummary: 'Nuevo encargado de tratamiento.' },
    { version: 2, locale: 'es', title: 'Política de privacidad', publishedAt: '2026-06-01T10:00:00.000Z', material: false, changeSummary: null },
    { version: 1, locale: 'es', title: 'Política de privacidad', publishedAt: '2026-01-10T10:00:00.000Z', material: false, changeSummary: null },
  ];

  it('are listed newest first, open to all, each a link to that version', async () => {
    fakeApi({ 'GET /api/legal-texts/privacy/versions': () => json({ data: versions }) });
    await renderApp('/legal/versions/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Versiones: Política de privacidad' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Versión \d/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/legal/versions/privacy/3', '/legal/versions/privacy/2', '/legal/versions/privacy/1']);
    expect(links[2]).toHaveTextContent('Versión 1 · publicada el 10 de enero de 2026');
    expect(screen.getByText('Nuevo encargado de tratamiento.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leer la versión vigente' })).toHaveAttribute('href', '/legal#privacy');
  });

  it('each has its page with the text as it was', async () => {
    const old = legalText('privacy', 'es', 'Política de privacidad', [paragraph('Lo que decía la versión 2.')], { version: 2, changeSummary: 'Plazos de conservación.' });
    const { calls } = fakeApi({ 'GET /api/legal-texts/privacy/versions/2': () => json({ data: old }) });
    await renderApp('/legal/versions/privacy/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByText('Lo que decía la versión 2.')).toBeInTheDocument();
    expect(screen.getByText(/Versión 2 · publicada el 4 de diciembre de 2026/)).toBeInTheDocument();
    expect(screen.getByText('Plazos de conservación.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todas las versiones: Política de privacidad' })).toHaveAttribute('href', '/legal/versions/privacy');
    expect(new URL(calls.find((request) => request.url.includes('/versions/2'))!.url).searchParams.get('locale')).toBe('es');
    expectHeadingsInOrder();
  });

  it('say so when there is no such text or version, asking nothing for an address that cannot be one', async () => {
    const { calls } = fakeApi({ 'GET /api/legal-texts/privacy/versions/9': () => json({ data: null, error: { status: 404, details: { code: 'legalText.notFound' } } }, 404) });
    await renderApp('/legal/versions/privacy/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Este texto no existe' })).toBeInTheDocument();
    await renderApp('/legal/versions/recipes');
    expect((await screen.findAllByRole('heading', { level: 1, name: 'Este texto no existe' })).length).toBeGreaterThan(0);
    expect(calls.filter((request) => request.url.includes('/api/legal-texts/')).map((request) => new URL(request.url).pathname)).toEqual(['/api/legal-texts/privacy/versions/9']);
  });
});
