import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { logInAs, newMember } from './members';
import { parseCsv } from '../server/campaign-helpers';

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
  });
});
