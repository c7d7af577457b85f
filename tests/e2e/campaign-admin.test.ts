import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { logInAs, newMember } from './members';
import { parseCsv } from '../server/campaign-helpers';
import { signInContentEditor } from './content-editor';
import { serverView } from './offline-helpers';

const ADMIN = { email: 'admin@chispa.test', password: 'Chispa-admin-2026' };
const PROJECT = 'Comedor social de Lavapiés';

/** Signs in to Strapi's admin panel as the seeded editor, on the same browser the member used. */
export async function signInToAdmin(page: Page) {
  await page.goto(`${inject('apiUrl')}/admin`);
  await page.getByLabel(/^(Email|Correo electrónico)/).fill(ADMIN.email);
  await page.getByLabel(/^(Password|Contraseña)/).fill(ADMIN.password);
  await page.getByRole('button', { name: /^(Login|Iniciar sesión)$/ }).click();
  await page.waitForURL((current) => current.pathname === '/admin' || current.pathname === '/admin/');
}

describe('the campaign view in the admin panel (Chromium)', () => {
  const browser = useBrowser();

  it('shows an editor a vote a member cast a moment earlier, and its project’s count in the downloaded CSV', async () => {
    const { page, url, context } = browser;
    const editorPage = await context.newPage();
    await signInToAdmin(editorPage);
    await editorPage.getByRole('link', { name: 'Campaña' }).click();
    await editorPage.getByRole('heading', { name: 'Campaña', level: 1 }).waitFor();
    const row = editorPage.getByTestId('campaign-project').filter({ hasText: PROJECT });
    const before = Number(await row.getByTestId('positive').textContent());

    const member = await newMember(url);
    await logInAs(page, url, member);
    const card = page.getByRole('group', { name: new RegExp(PROJECT) });
    await card.getByRole('button', { name: 'Apoyar', exact: true }).click();
    await page.getByText('¡Voto registrado! Gracias por participar.').waitFor();

    // The view reads its figures again every few seconds: the vote appears without a reload.
    await expect.poll(async () => Number(await row.getByTestId('positive').textContent()), { timeout: 20_000 }).toBe(before + 1);
    const shown = { positive: Number(await row.getByTestId('positive').textContent()), total: Number(await row.getByTestId('total').textContent()) };

    const [download] = await Promise.all([editorPage.waitForEvent('download'), editorPage.getByRole('button', { name: 'Descargar CSV' }).first().click()]);
    expect(download.suggestedFilename()).toMatch(/^votos-por-proyecto-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    const header = rows[0]!;
    const line = rows.find((cells) => cells[0] === PROJECT)!;
    expect(Number(line[header.indexOf('A favor (u opción 2)')])).toBe(shown.positive);
    expect(Number(line[header.indexOf('Votos')])).toBe(shown.total);

    // The content manager's list of votes names each vote's project by its title, linked to its page.
    await editorPage.goto(`${inject('apiUrl')}/admin/content-manager/collection-types/api::user-project-support.user-project-support?sort=id:DESC`);
    await editorPage.getByRole('grid').getByRole('link', { name: PROJECT }).first().waitFor();
  });

  it('lets an editor change a sign-up question in the admin, which a member then answers', async () => {
    const { page, url, context } = browser;
    const content = await signInContentEditor();
    const projects = await (await page.request.get(url('/api/projects?locale=es&populate=all'))).json();
    const partner = projects.data[0].partner.documentId as string;
    const mark = `PREGUNTA${Date.now()}`;
    const { reward, project } = await content.rewardWithProject({ title: `${mark} premio`, partner, endDate: new Date('2099-01-01T00:00:00.000Z'), location: 'Cádiz', projectType: 'form' });

    // The editor: the new reward starts with the spec's questions; the first one, the city, becomes a neighbourhood.
    const editorPage = await context.newPage();
    await signInToAdmin(editorPage);
    await editorPage.goto(`${inject('apiUrl')}/admin/content-manager/collection-types/api::reward.reward/${reward}?plugins[i18n][locale]=es`);
    await editorPage.getByRole('button', { name: /^city/ }).first().click();
    const label = editorPage.getByRole('textbox', { name: /^label/ }).first();
    await expect.poll(() => label.inputValue()).toBe('Ciudad');
    await label.fill('Barrio donde vives');
    await editorPage.getByRole('button', { name: /^(Publish|Publicar)$/ }).click();
    await editorPage.getByText(/^(Published|Publicado)/).first().waitFor();

    // A member sees the edited question on the reward's page, answers it, and the server keeps the answer.
    const member = await newMember(url);
    await logInAs(page, url, member);
    await page.goto(url(`/rewards/${reward}`));
    await page.getByLabel('Barrio donde vives').fill('La Viña');
    expect(await page.getByLabel('Ciudad', { exact: true }).count()).toBe(0);
    await page.getByLabel('Teléfono').fill('600 222 333');
    await page.getByLabel(/^Opción 1/).check();
    await page.getByLabel('Acepto las bases del sorteo').check();
    await page.getByLabel('Acepto la política de privacidad').check();
    await page.getByRole('button', { name: 'Enviar inscripción' }).click();
    await page.getByText('¡Inscripción enviada! Gracias.').waitFor();
    await page.getByRole('definition').filter({ hasText: 'La Viña' }).waitFor();

    // And the editor finds it in the campaign view, under the question's new words.
    await editorPage.goto(`${inject('apiUrl')}/admin/campaign`);
    await editorPage.getByRole('tab', { name: 'Premios y sorteos' }).click();
    await editorPage.getByRole('button', { name: `${mark} premio` }).click();
    await editorPage.getByRole('heading', { name: 'Inscripciones del formulario (1)' }).waitFor();
    const signUps = editorPage.getByRole('grid').last();
    await signUps.getByText('Barrio donde vives').waitFor();
    await signUps.getByText('La Viña').waitFor();
    await content.remove('api::project.project', project);
    await content.remove('api::reward.reward', reward);
  });

  it('lets an editor mark a drawn reward’s prizes as delivered, after confirming', { timeout: 90_000 }, async () => {
    const { url, context } = browser;
    const content = await signInContentEditor();
    const projects = await (await fetch(url('/api/projects?locale=es&populate=all'))).json();
    const partner = projects.data[0].partner.documentId as string;
    const mark = `ENTREGA${Date.now()}`;
    const { reward, project } = await content.rewardWithProject({ title: `${mark} premio`, partner, endDate: new Date(Date.now() + 15_000), location: 'Huelva' });
    const member = await serverView(url, await newMember(url));
    expect((await member.post('/api/user-project-supports', { data: { support: 1, project } })).status).toBe(201);
    expect((await member.post('/api/participations', { rewardId: reward, amount: 1, locale: 'es' })).status).toBe(201);
    const stage = async () => ((await (await fetch(`${inject('apiUrl')}/api/draws/${reward}`)).json()) as { data?: { status?: string } }).data?.status;
    await expect.poll(stage, { timeout: 60_000, interval: 1000 }).toBe('drawn');

    const editorPage = await context.newPage();
    await signInToAdmin(editorPage);
    await editorPage.goto(`${inject('apiUrl')}/admin/campaign`);
    await editorPage.getByRole('tab', { name: 'Premios y sorteos' }).click();
    await editorPage.getByRole('button', { name: `${mark} premio` }).click();
    await editorPage.getByRole('heading', { name: 'Ganadores (1)' }).waitFor();
    await editorPage.getByRole('button', { name: 'Marcar los premios como entregados' }).click();
    await editorPage.getByText('¿Ya se han entregado todos los premios?').waitFor();
    await editorPage.getByRole('button', { name: 'Sí, entregados' }).click();
    await editorPage.getByText(/^Premios entregados \(/).waitFor();
    expect(await editorPage.getByRole('button', { name: 'Marcar los premios como entregados' }).count()).toBe(0);
    await content.remove('api::project.project', project);
    await content.remove('api::reward.reward', reward);
  });
});
