import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { logInAs, newMember } from './members';

describe('rewards in Chromium', () => {
  const browser = useBrowser();

  it('spends DIDs on a draw once the member has voted', async () => {
    const { page, url } = browser;
    const member = await newMember(page.request, url);
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
    const member = await newMember(page.request, url);
    await logInAs(page, url, member);
    const projects = await (await page.request.get(url('/api/projects?locale=es&populate=all'))).json();
    const reward = projects.data.find((p: any) => p.name.startsWith('Huertos')).reward;
    await page.goto(url(`/rewards/${reward.documentId}`));
    await page.getByText('Vota el proyecto para poder participar en el sorteo.').waitFor();
    expect(await page.getByRole('button', { name: 'Participar' }).isDisabled()).toBe(true);
  });
});
