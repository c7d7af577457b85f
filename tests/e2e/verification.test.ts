// Verification (issue 49), as members meet it: a resident verifies by census or by the code of their
// letter and votes on a project kept for verified residents; an unverified member's vote queued
// offline on such a project is refused with its reason, kept, and counted once they verify.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { signInContentEditor } from './content-editor';
import { logInAs, newMember } from './members';
import { goOffline, outboxCount, serverView, waitForServiceWorker } from './offline-helpers';

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const dni = () => {
  const number = randomInt(10_000_000, 99_999_999);
  return `${number}${LETTERS[number % 23]}`;
};
const PARK = /Un parque en la antigua estación|A park at the old station/;

/** The failed entries this device keeps for the member (refused by the server, with their reason). */
const failedCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('chispa-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('failed').objectStore('failed').count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        };
      }),
  );

describe('verifying and voting on a project for verified residents (issue 49)', () => {
  const browser = useBrowser();

  it('verifies by census in Spanish and by invitation code in English, then votes on the project', async () => {
    const { page, url, restart } = browser;
    const editor = await signInContentEditor();
    const line = { documentNumber: dni(), birthDate: '1988-10-02' };
    await editor.uploadCensus([line]);
    const [code] = await editor.invitationCodes(1);
    const list = (await (await fetch(url('/api/projects?locale=es'))).json()) as { data: Array<{ documentId: string; name: string }> };
    const park = list.data.find((project) => PARK.test(project.name))!.documentId;

    const resident = await newMember(url);
    await logInAs(page, url, resident);
    await page.goto(url(`/projects/${park}`));
    await page.getByText('Esta votación es solo para residentes verificados.').waitFor();
    await page.getByRole('link', { name: 'Verificarme' }).click();
    await page.getByRole('heading', { name: 'Verifica que vives aquí' }).waitFor();
    await page.getByLabel('Número de documento').fill(`${line.documentNumber.slice(0, 4)} ${line.documentNumber.slice(4).toLowerCase()}`);
    await page.getByLabel('Fecha de nacimiento').fill(line.birthDate);
    await page.getByRole('button', { name: 'Verificarme con el censo' }).click();
    await page.getByText('¡Listo! Ya estás verificado.').waitFor();
    await page.goto(url(`/projects/${park}`));
    await page.getByRole('group', { name: PARK }).getByRole('button', { name: 'Apoyar', exact: true }).click();
    await page.getByText('Has apoyado este proyecto').first().waitFor();
    await expect.poll(() => serverView(url, resident).then((view) => view.votes())).toBe(1);

    await restart({});
    const other = await newMember(url);
    await logInAs(browser.page, url, other);
    await browser.page.getByRole('contentinfo').getByLabel('Idioma').selectOption('en');
    // The language is kept once the app has switched (its catalog loaded): then the next page opens in it.
    await browser.page.getByRole('contentinfo').getByLabel('Language').waitFor();
    await expect.poll(() => browser.page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await browser.page.goto(url('/verify'));
    await browser.page.getByRole('heading', { name: 'Verify that you live here' }).waitFor();
    await browser.page.getByLabel('Invitation code').fill(code!.toLowerCase().replace(/-/g, ' '));
    await browser.page.getByRole('button', { name: 'Verify me with the code' }).click();
    await browser.page.getByText('Done! You are verified now.').waitFor();
    await browser.page.goto(url(`/projects/${park}`));
    await browser.page.getByRole('group', { name: PARK }).getByRole('button', { name: 'Support', exact: true }).click();
    await browser.page.getByText('You supported this project').first().waitFor();
    await expect.poll(() => serverView(url, other).then((view) => view.votes())).toBe(1);
  });

  it('refuses an unverified member’s vote queued offline with a clear message, keeps it, and counts it once they verify', async () => {
    const { page, url, context } = browser;
    const editor = await signInContentEditor();
    const line = { documentNumber: dni(), birthDate: '1975-01-31' };
    await editor.uploadCensus([line]);
    const member = await newMember(url);
    await logInAs(page, url, member);
    await waitForServiceWorker(page);
    await page.goto(url('/projects'));
    const card = page.getByRole('group', { name: PARK });
    await card.waitFor();

    await goOffline(context);
    await card.getByRole('button', { name: 'Apoyar', exact: true }).click();
    await page.getByText('pendiente de envío').first().waitFor();
    expect(await outboxCount(page)).toBe(1);
    await context.setOffline(false);

    // The server's reason, in the member's words, with the way to verify; the vote is kept, not lost, and no DIDs moved.
    await page.getByText('1 acción no se pudo enviar').waitFor({ timeout: 20_000 });
    await page.getByText('Ver detalles').click();
    const refused = page.getByRole('listitem').filter({ hasText: 'Esta acción es solo para miembros verificados: verifícate y vuelve a enviarla.' });
    await refused.waitFor();
    await refused.getByRole('link', { name: 'Verificarme' }).waitFor();
    await refused.getByRole('button', { name: 'Enviar de nuevo' }).waitFor();
    await expect.poll(() => outboxCount(page)).toBe(0);
    expect(await failedCount(page)).toBe(1);
    const view = await serverView(url, member);
    expect(await view.votes()).toBe(0);
    expect(await view.balance()).toBe(50);

    await page.goto(url('/verify'));
    await page.getByLabel('Número de documento').fill(line.documentNumber);
    await page.getByLabel('Fecha de nacimiento').fill(line.birthDate);
    await page.getByRole('button', { name: 'Verificarme con el censo' }).click();
    await page.getByText('Tu acción pendiente se envía ahora.').waitFor();
    await expect.poll(() => view.votes(), { timeout: 20_000 }).toBe(1);
    expect(await failedCount(page)).toBe(0);
    await expect.poll(() => view.balance()).toBe(60);
  });
});
