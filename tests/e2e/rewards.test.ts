import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { logInAs, newMember } from './members';
import { outboxCount as outboxSize } from './offline-helpers';

describe('rewards in Chromium', () => {
  const browser = useBrowser();

  it('spends DIDs on a draw once the member has voted', async () => {
    const { page, url } = browser;
    const member = await newMember(url);
    await logInAs(page, url, member);
    const balance = page.getByTestId('did-balance');
    await page.getByRole('group', { name: /Huertos urbanos/ }).getByRole('button', { name: 'Apoyar', exact: true }).click();
    await expect.poll(() => balance.textContent()).toBe('60');

    await page.getByRole('link', { name: 'Ver más' }).filter({ visible: true }).first().waitFor();
    const projects = await (await page.request.get(url('/api/projects?locale=es&populate=all'))).json();
    const huertos = projects.data.find((p: any) => p.name.startsWith('Huertos'));
    await page.goto(url(`/projects/${huertos.documentId}`));
    await page.getByRole('link', { name: 'Ver la recompensa' }).click();
    await page.getByRole('heading', { name: 'Cesta de verduras de temporada' }).waitFor();
    await page.getByLabel('Participaciones').selectOption('3');
    await page.getByText('Total: 30 DIDs').waitFor();
    await page.getByRole('button', { name: 'Participar' }).click();
    await page.getByText('Has participado en el sorteo con 30 DIDs.').waitFor();
    await expect.poll(() => balance.textContent()).toBe('30');
    await page.getByText('Tienes 3 participaciones (30 DIDs)').waitFor();

    await page.getByLabel('Participaciones').selectOption('4');
    await page.getByText('No tienes DIDs suficientes para esta participación.').waitFor();
    expect(await page.getByRole('button', { name: 'Participar' }).isDisabled()).toBe(true);
  });

  it('explains why a member who has not voted cannot enter', async () => {
    const { page, url } = browser;
    const member = await newMember(url);
    await logInAs(page, url, member);
    const projects = await (await page.request.get(url('/api/projects?locale=es&populate=all'))).json();
    const reward = projects.data.find((p: any) => p.name.startsWith('Huertos')).reward;
    await page.goto(url(`/rewards/${reward.documentId}`));
    await page.getByText('Vota el proyecto para poder participar en el sorteo.').waitFor();
    expect(await page.getByRole('button', { name: 'Participar' }).isDisabled()).toBe(true);
  });

  it('signs up to a form reward with the spec’s checks, then shows it read-only', async () => {
    const { page, url } = browser;
    const member = await newMember(url);
    await logInAs(page, url, member);
    const projects = await (await page.request.get(url('/api/projects?locale=es&populate=all'))).json();
    const reward = projects.data.find((p: any) => p.project_type === 'form').reward;
    await page.goto(url(`/rewards/${reward.documentId}`));
    await page.getByRole('button', { name: 'Enviar inscripción' }).click();
    await page.getByText('Indica tu ciudad.').waitFor();
    await page.getByText('Elige una opción.').waitFor();
    await page.getByText('Acepta la política de privacidad.').waitFor();

    await page.getByLabel('Ciudad').fill('València');
    await page.getByLabel('Teléfono').fill('600 000 000');
    await page.getByLabel('Opción 2: vengo con un grupo').check();
    await page.getByLabel('Nombre del grupo o de la persona responsable').fill('Grup Mar');
    await page.getByLabel('Año de fundación del grupo (2017–2022)').fill('2016');
    await page.getByLabel('Confirmo que podemos desplazarnos al lugar').check();
    await page.getByLabel('Acepto las bases del sorteo').check();
    await page.getByLabel('Acepto la política de privacidad').check();
    await page.getByRole('button', { name: 'Enviar inscripción' }).click();
    await page.getByText('El año debe estar entre 2017 y 2022.').waitFor();

    await page.getByLabel('Año de fundación del grupo (2017–2022)').fill('2019');
    await page.getByRole('button', { name: 'Enviar inscripción' }).click();
    await page.getByText('¡Gracias por inscribirte!').waitFor();
    await page.getByText('¡Inscripción enviada! Gracias.').waitFor();
    await page.reload();
    await page.getByText('Tu inscripción está registrada.').waitFor();
    await page.getByRole('definition').filter({ hasText: 'València' }).waitFor();
    await page.getByRole('definition').filter({ hasText: 'Opción 2: vengo con un grupo' }).waitFor();
    expect(await page.getByRole('button', { name: 'Enviar inscripción' }).count()).toBe(0);
  });

  it('keeps a vote and a participation in the outbox while the API is unreachable (no service worker), across a reload, and sends each once, in order', async () => {
    // The page's own path (browsers without Background Sync): the worker would send around page.route.
    await browser.restart({ serviceWorkers: 'block' });
    const { page, url } = browser;
    const member = await newMember(url);
    await logInAs(page, url, member);
    const writes = /\/api\/(user-project-supports|participations)(\?|$)/;
    await page.route(writes, (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback()));

    await page.getByRole('group', { name: /Huertos urbanos/ }).getByRole('button', { name: 'Apoyar', exact: true }).click();
    await page.getByText('pendiente de envío').first().waitFor();
    const projects = await (await page.request.get(url('/api/projects?locale=es&populate=all'))).json();
    const reward = projects.data.find((p: any) => p.name.startsWith('Huertos')).reward;
    await page.goto(url(`/rewards/${reward.documentId}`));
    await page.getByRole('button', { name: 'Participar' }).click();
    await page.getByText('1 participación pendiente de envío').waitFor();
    await expect.poll(() => page.getByTestId('did-balance').textContent()).toBe('40'); // 50 minus the pending spend

    await page.reload();
    await page.getByText('1 participación pendiente de envío').waitFor();

    // A new page, with the API back: only it can send what the old one left in the outbox.
    const next = await browser.reopen();
    const sent: string[] = [];
    next.on('requestfinished', (request) => {
      if (request.method() === 'POST' && writes.test(request.url())) sent.push(new URL(request.url()).pathname);
    });
    await next.goto(url(`/rewards/${reward.documentId}`)); // sent on start
    await expect.poll(() => outboxSize(next), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => next.getByTestId('did-balance').textContent()).toBe('50');
    await next.getByText(/^Tienes 1 participación/).waitFor();
    // The member's entries are on the page (above), so the pending mark going is no empty check.
    await next.getByText('pendiente de envío').waitFor({ state: 'detached' });
    const { token } = await next.evaluate(() => JSON.parse(localStorage.getItem('chispaUser')!));
    const headers = { Authorization: `Bearer ${token}` };
    const votes = await (await next.request.get(url('/api/user-project-supports'), { headers })).json();
    const entries = await (await next.request.get(url(`/api/participations?documentId=${reward.documentId}`), { headers })).json();
    expect([votes.data.length, entries.data.length]).toEqual([1, 1]);
    const dids = await (await next.request.get(url('/api/did-records'), { headers })).json();
    expect(dids.meta.balance).toBe(50);
    // The browser reports a finished request after the page has read its answer.
    await expect.poll(() => sent).toEqual(['/api/user-project-supports', '/api/participations']);
  });
});
