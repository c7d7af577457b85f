import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { logInAs, newMember } from './members';
import { outboxCount as outboxSize } from './offline-helpers';

describe('voting in Chromium', () => {
  const browser = useBrowser();

  it('casts a vote from the home carousel: toast, DIDs up, buttons inert', async () => {
    const { page, url } = browser;
    const member = await newMember(url);
    await logInAs(page, url, member);
    const balance = page.getByTestId('did-balance');
    await expect.poll(() => balance.textContent()).toBe('50');

    const card = page.getByRole('group', { name: /Comedor social de Lavapiés/ });
    await card.getByRole('button', { name: 'Apoyar', exact: true }).click();
    await page.getByText('¡Voto registrado! Gracias por participar.').waitFor();
    await expect.poll(() => balance.textContent()).toBe('60');
    await expect.poll(() => card.count()).toBe(0); // the buttons gave way to the cast vote
    await page.getByText('Has apoyado este proyecto').first().waitFor();
    expect(await outboxSize(page)).toBe(0);
  });

  it('keeps a vote in the outbox while the API is unreachable (no service worker), across a reload, and sends it once', async () => {
    // The page's own path (browsers without Background Sync): the worker would send around page.route.
    await browser.restart({ serviceWorkers: 'block' });
    const { page, url } = browser;
    const member = await newMember(url);
    await logInAs(page, url, member);
    const sent: string[] = [];
    await page.route('**/api/user-project-supports*', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
    );
    const card = page.getByRole('group', { name: /Huertos urbanos/ });
    await card.getByRole('button', { name: 'Apoyar', exact: true }).click();
    await page.getByText('pendiente de envío').first().waitFor();
    expect(await outboxSize(page)).toBe(1);

    await page.reload();
    await page.getByText('pendiente de envío').first().waitFor();
    expect(await outboxSize(page)).toBe(1);

    // A new page, with the API back: only it can send what the old one left in the outbox.
    const next = await browser.reopen();
    next.on('requestfinished', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/user-project-supports')) sent.push(request.url());
    });
    await next.goto(url('/')); // sent on start
    await expect.poll(() => outboxSize(next), { timeout: 15_000 }).toBe(0);
    await next.getByText('Has apoyado este proyecto').first().waitFor();
    // The card is on the page (above), so its pending mark going is no empty check.
    await next.getByText('pendiente de envío').waitFor({ state: 'detached' });
    const votes = await next.evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('chispaUser')!);
      const response = await fetch('/api/user-project-supports', { headers: { Authorization: `Bearer ${token}` } });
      return (await response.json()).data;
    });
    expect(votes).toHaveLength(1);
    await expect.poll(() => sent.length).toBe(1); // the browser reports it after the page has read the answer
  });

  it('shows a guest the project page with the sign-up prompt', async () => {
    const { page, url } = browser;
    const projects = await (await page.request.get(url('/api/projects?locale=es'))).json();
    const project = projects.data.find((p: any) => p.currentstatus === 'published');
    await page.goto(url(`/projects/${project.documentId}`));
    await page.getByRole('heading', { level: 1, name: project.name }).waitFor();
    await page.getByRole('heading', { name: 'Únete a Chispa para votar' }).waitFor();
    expect(await page.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toBe('/registration');
    // Signing in brings the guest back here (decisions: guests see project pages, sign in to act).
    expect(await page.getByRole('link', { name: 'Ya tengo cuenta' }).getAttribute('href')).toBe(`/login?redirect=%2Fprojects%2F${project.documentId}`);
    expect(await page.getByRole('button', { name: 'Apoyar', exact: true }).count()).toBe(0);
    expect(await page.title()).toBe(`${project.name} · Chispa`);
    expect(await page.getAttribute('meta[property="og:image"]', 'content')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\//);
  });

  it('brings a guest who signs in to vote back to the project page, where the member can vote', async () => {
    const { page, url } = browser;
    const member = await newMember(url);
    const projects = await (await page.request.get(url('/api/projects?locale=es'))).json();
    const huertos = projects.data.find((p: any) => p.name.startsWith('Huertos'));
    // A shared link, opened by someone not signed in.
    await page.goto(url(`/projects/${huertos.documentId}`));
    await page.getByRole('heading', { level: 1, name: huertos.name }).waitFor();
    const voteBox = page.getByRole('region', { name: 'Tu voto' });
    expect(await voteBox.getByRole('button', { name: 'Apoyar', exact: true }).count()).toBe(0);
    await voteBox.getByRole('link', { name: 'Inicia sesión para votar' }).click();
    await page.waitForURL((current) => current.pathname === '/login');

    await page.getByLabel('Correo electrónico').fill(member.email);
    await page.getByLabel('Contraseña').fill(member.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((current) => current.pathname === `/projects/${huertos.documentId}`, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: huertos.name }).waitFor();
    await voteBox.getByRole('button', { name: 'Apoyar', exact: true }).waitFor();
  });

  it('never sends a member off the site after signing in, whatever the login link says', async () => {
    const { page, url } = browser;
    const member = await newMember(url);
    await page.goto(url(`/login?redirect=${encodeURIComponent('https://evil.example/')}`));
    await page.getByLabel('Correo electrónico').fill(member.email);
    await page.getByLabel('Contraseña').fill(member.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((current) => current.pathname === '/', { timeout: 15_000 });
    expect(new URL(page.url()).origin).toBe(new URL(url('/')).origin);
  });
});
