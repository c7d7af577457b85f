import { describe, expect, it } from 'vitest';
import { DEMO, logIn, useBrowser } from './browser';

describe('foundation in Chromium', () => {
  const browser = useBrowser();

  it("opens the phone menu, whose code is read only when the member reaches for it, and goes where it says", async () => {
    await browser.restart({ viewport: { width: 390, height: 844 } });
    const { page, url } = browser;
    await logIn(page, url);
    await page.waitForURL((current) => current.pathname === '/');
    const menuCode = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/MobileMenu-[^/]+\.js$/.test(entry.name)).length);
    expect(await menuCode()).toBe(0);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu.getByRole('link', { name: 'Retos' }).click();
    await page.waitForURL((current) => current.pathname === '/challenges');
    expect(await menu.isVisible()).toBe(false);
    expect(await menuCode()).toBe(1);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menu.getByRole('button', { name: 'Cerrar menú' }).click();
    await menu.waitFor({ state: 'hidden' });
  });

  it('redirects a secured URL to /login', async () => {
    const { page, url } = browser;
    await page.goto(url('/projects'));
    await page.waitForURL((current) => current.pathname === '/login' && current.searchParams.get('redirect') === '/projects');
    await page.getByRole('heading', { name: 'Inicia sesión' }).waitFor();
  });

  it('logs the demo member in, lands on /?welcome=true with the toast and shows the DIDs', async () => {
    const { page, url } = browser;
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await logIn(page, url);
    await page.getByText('¡Hola de nuevo! Has iniciado sesión.').waitFor();
    expect(visited).toContain(url('/?welcome=true'));
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('chispaUser') ?? 'null'));
    expect(stored).toMatchObject({ login: DEMO.email, token: expect.any(String) });
    const records = await page.request.get(url('/api/did-records'), { headers: { Authorization: `Bearer ${stored.token}` } });
    const { meta } = await records.json();
    expect(meta.balance).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('did-balance').textContent()).toBe(String(meta.balance));
  });

  it('shows incorrectCredentials for a wrong password', async () => {
    const { page, url } = browser;
    await page.goto(url('/login'));
    await page.getByLabel('Correo electrónico').fill(DEMO.email);
    await page.getByLabel('Contraseña').fill('not-the-password');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('alert').filter({ hasText: 'El correo o la contraseña no son correctos.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('switches to English, keeps it across a reload and sets <html lang>', async () => {
    const { page, url } = browser;
    await page.goto(url('/login'));
    await page.getByRole('heading', { name: 'Inicia sesión' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.getByRole('contentinfo').getByLabel('Idioma').selectOption('en');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  });

  it('logs out back to /login and forgets the session', async () => {
    const { page, url } = browser;
    await logIn(page, url);
    await page.getByText('¡Hola de nuevo! Has iniciado sesión.').waitFor();
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((current) => current.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('chispaUser'))).toBeNull();
    // The home is public (guests see it read-only): signed out, it offers to sign in and shows no DIDs.
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Entrar' }).first().waitFor();
    expect(await page.getByTestId('did-balance').count()).toBe(0);
  });

  it('serves /api/users/me on the app origin to a token holder only', async () => {
    const { page, url } = browser;
    const anonymous = await page.request.get(url('/api/users/me?populate=all&locale=es'));
    expect([401, 403]).toContain(anonymous.status());
    const login = await page.request.post(url('/api/auth/local'), {
      data: { identifier: DEMO.email, password: DEMO.password, locale: 'es' },
    });
    const { jwt } = await login.json();
    const me = await page.request.get(url('/api/users/me?populate=all&locale=es'), {
      headers: { Authorization: `Bearer ${jwt}` },
    });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: DEMO.email });
  });
});
