// Issue 14, items 5 and 6 in Chromium: the words a member reads match the spec, and forms and
// pages tell instead of guessing (dates, sideways scrolling, retries, a refused service worker).
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { logInAs, newMember } from './members';

type Project = { documentId: string; name: string; voting_start: string | null; voting_end: string | null; reward: { documentId: string; title: string } | null; partner: { documentId: string } | null };

async function seeded(): Promise<Record<string, Project>> {
  const body = await (await fetch(`${inject('apiUrl')}/api/projects?populate=all&locale=es`)).json();
  return Object.fromEntries((body.data as Project[]).map((p) => [p.name.split(' ')[0]!, p]));
}

/** Whether the page can be scrolled sideways (the root is wider than the window). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('words against the spec', () => {
  const browser = useBrowser();

  it('thanks a vote against a humans project for taking part, never for supporting it', async () => {
    const { page, url } = browser;
    const { Huertos } = await seeded();
    await logInAs(page, url, await newMember(url));
    await page.goto(url(`/projects/${Huertos!.documentId}`));
    await page.getByRole('region', { name: 'Tu voto' }).getByRole('button', { name: 'No apoyar' }).click();
    await page.getByText('Voto registrado. Gracias por darnos tu opinión.').waitFor();
    expect(await page.getByText(/Gracias por apoyar/).count()).toBe(0);
  });

  it('labels a project whose voting closed as closed, and lists it with the past ones on its partner page', async () => {
    const { page, url } = browser;
    const { Rutas } = await seeded();
    await logInAs(page, url, await newMember(url));
    await page.goto(url(`/projects/${Rutas!.documentId}`));
    // The page's status label (its vote button, once the member's votes are read, says so too).
    await page.locator('.status-label', { hasText: 'Votación cerrada' }).waitFor();
    expect(await page.getByText('En votación', { exact: true }).count()).toBe(0);

    await page.goto(url(`/igniters/${Rutas!.partner!.documentId}`));
    const ongoing = page.locator('h2:has-text("Proyectos en votación") + *');
    const past = page.locator('h2:has-text("Proyectos anteriores") + *');
    await past.getByRole('link', { name: Rutas!.name }).waitFor();
    expect(await ongoing.getByRole('link', { name: Rutas!.name }).count()).toBe(0);
  });

  it('labels a form project (sign-ups, no voting dates) by its sign-up, never "Votación cerrada", and lists it as ongoing', async () => {
    const { page, url } = browser;
    const { Limpieza } = await seeded();
    expect([Limpieza!.voting_start, Limpieza!.voting_end]).toEqual([null, null]);
    await logInAs(page, url, await newMember(url));
    await page.goto(url(`/projects/${Limpieza!.documentId}`));
    await page.locator('.status-label', { hasText: 'Inscripciones abiertas' }).waitFor();
    expect(await page.getByText('Votación cerrada', { exact: true }).count()).toBe(0);

    await page.goto(url(`/igniters/${Limpieza!.partner!.documentId}`));
    const ongoing = page.locator('h2:has-text("Proyectos en votación") + *');
    const past = page.locator('h2:has-text("Proyectos anteriores") + *');
    await ongoing.getByRole('link', { name: Limpieza!.name }).waitFor();
    expect(await past.getByRole('link', { name: Limpieza!.name }).count()).toBe(0);
  });

  it("shows a guest a humans project's reward box with a sign-up prompt", async () => {
    const { page, url } = browser;
    const { Huertos } = await seeded();
    await page.goto(url(`/projects/${Huertos!.documentId}`));
    const box = page.getByRole('region', { name: 'Recompensa' });
    await box.getByText(Huertos!.reward!.title).waitFor();
    expect(await box.getByRole('link', { name: 'Regístrate para participar' }).getAttribute('href')).toBe('/registration');
  });

  it('calls a form reward free, never "1 DIDs por participación"', async () => {
    const { page, url } = browser;
    const { Limpieza } = await seeded();
    await logInAs(page, url, await newMember(url));
    await page.goto(url(`/rewards/${Limpieza!.reward!.documentId}`));
    await page.getByText('Gratis', { exact: true }).waitFor();
    expect(await page.getByText(/DIDs? por participación/).count()).toBe(0);
  });
});

describe('forms tell, never guess', () => {
  const browser = useBrowser();

  it('refuses a half-typed birth date with a translated error and sends nothing', async () => {
    const { page, url } = browser;
    await logInAs(page, url, await newMember(url));
    await page.goto(url('/profile/edit'));
    const date = page.getByLabel('Fecha de nacimiento');
    await date.click();
    await page.keyboard.type('12'); // the day only: the month and the year are still empty
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') writes.push(request.url());
    });
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Introduce una fecha válida, desde 1900 hasta hoy.').waitFor();
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    expect(writes).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/profile/edit');
  });

  it('offers a retry when the partners cannot be read, and the retry reads them', async () => {
    const { page, url } = browser;
    await logInAs(page, url, await newMember(url));
    let failing = true;
    await page.route('**/api/partners?*', (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ data: null, error: { status: 500, name: 'InternalServerError', message: 'x', details: { code: 'server.error' } } }) }) : route.fallback(),
    );
    await page.goto(url('/igniters'));
    const alert = page.getByRole('alert').filter({ hasText: 'No hemos podido cargar los partners' });
    await alert.waitFor();
    failing = false;
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { name: 'Todos los partners' }).waitFor();
  });

  it('works on without a service worker when the browser refuses to register one, with no uncaught error', async () => {
    const { page, url } = browser;
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.addInitScript(() => {
      navigator.serviceWorker.register = () => Promise.reject(new DOMException('Blocked by policy', 'SecurityError'));
    });
    // Whichever comes first once the registration is refused: the app's warning, or an uncaught error.
    const outcome = Promise.race([
      page.waitForEvent('console', { predicate: (message) => message.text().includes('The service worker could not be registered'), timeout: 20_000 }).then(() => 'logged'),
      page.waitForEvent('pageerror', { timeout: 20_000 }).then((error) => `uncaught: ${error.message}`),
    ]);
    await page.goto(url('/login'));
    expect(await outcome).toBe('logged');
    expect(uncaught).toEqual([]);
    await page.getByRole('heading', { level: 1, name: 'Inicia sesión' }).waitFor();
  });

  it('never scrolls sideways on any route at 320 and 390 px wide', { timeout: 240_000 }, async () => {
    const { page, url } = browser;
    const { Huertos, Limpieza } = await seeded();
    const news = await (await fetch(`${inject('apiUrl')}/api/news?locale=es&sort=date:desc&pagination[limit]=1`)).json();
    const guestPaths = ['/login', '/registration', '/sendResetPassword', '/reset', '/legal', '/cookies', '/accessibility', `/projects/${Huertos!.documentId}`, '/no-such-page'];
    const memberPaths = [
      '/',
      '/projects',
      `/projects/${Huertos!.documentId}`,
      `/projects/${Limpieza!.documentId}`,
      '/igniters',
      `/igniters/${Huertos!.partner!.documentId}`,
      '/challenges',
      `/rewards/${Huertos!.reward!.documentId}`,
      `/rewards/${Limpieza!.reward!.documentId}`,
      `/rewardTerms/${Huertos!.reward!.documentId}`,
      '/rewardsTermsId',
      `/news/${news.data[0].documentId}`,
      '/profile',
      '/profile/edit',
      '/subscription/success?session_id=cs_test_123',
      '/subscription/cancel',
      '/sendGift',
    ];
    const wide: string[] = [];
    const check = async (paths: string[], width: number, height: number) => {
      await page.setViewportSize({ width, height });
      for (const path of paths) {
        await page.goto(url(path));
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        if (await scrollsSideways(page)) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          wide.push(`${width}px ${path}: ${overflow}px`);
        }
      }
    };
    for (const [width, height] of [[320, 640], [390, 844]] as const) await check(guestPaths, width, height);
    await logInAs(page, url, await newMember(url));
    for (const [width, height] of [[320, 640], [390, 844]] as const) await check(memberPaths, width, height);
    expect(wide).toEqual([]);
  });
});
