import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousAccessibilityProblems } from './accessibility';
import { DEMO, useBrowser } from './browser';
import { signInContentEditor } from './content-editor';
import { logInAs, newMember } from './members';
import { goOffline, serverView, waitForServiceWorker } from './offline-helpers';

const session = useBrowser();
const LEGAL_TEXT = 'api::legal-text.legal-text';
const SUMMARY = 'Añadimos un encargado de tratamiento para el envío del correo.';
const PROMPT = { name: 'Hemos cambiado la política de privacidad' };

/** The editor adds a paragraph to the Spanish privacy policy, ticks "material change" with its summary, and publishes. */
async function publishMaterialPrivacyChange() {
  const editor = await signInContentEditor();
  const [privacy] = await editor.find(LEGAL_TEXT, { kind: 'privacy' });
  const draft = await editor.read(LEGAL_TEXT, privacy!.documentId);
  const body = [...(draft.body as unknown[]), { type: 'paragraph', children: [{ type: 'text', text: `Encargado de correo (${Date.now()}).` }] }];
  await editor.publish(LEGAL_TEXT, privacy!.documentId, { body, materialChange: true, changeSummary: SUMMARY });
}

/** The pending check of the page's next start, answered (the prompt, if any, comes from it). */
const pendingChecked = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/legal-acceptances/pending' && response.ok());

async function accept(page: Page) {
  const prompt = page.getByRole('dialog', PROMPT);
  await prompt.getByRole('button', { name: 'Acepto' }).click();
  await prompt.waitFor({ state: 'detached' });
}

describe('legal texts and the accessibility statement', () => {
  it('a material change of the privacy policy is accepted once, online and after coming back online; the statement is in the footer and takes barrier reports', async () => {
    const { page, url } = session;
    const [online, wasOffline] = await Promise.all([newMember(url), newMember(url)]);
    let otherContext: BrowserContext | undefined;
    try {
      // Both members signed in before the change; the second one's app is offline when it is published.
      const checked = pendingChecked(page);
      await logInAs(page, url, online);
      await checked;
      expect(await page.getByRole('dialog').count()).toBe(0);
      otherContext = await session.context.browser()!.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 800 } });
      const other = await otherContext.newPage();
      await logInAs(other, url, wasOffline);
      await waitForServiceWorker(other);
      await goOffline(otherContext);

      await publishMaterialPrivacyChange();

      // The first member's next visit: asked, with the summary and the way to read the text; accessible.
      await page.goto(url('/'));
      const prompt = page.getByRole('dialog', PROMPT);
      await prompt.waitFor();
      expect(await prompt.getAttribute('aria-modal')).toBe('true');
      expect(await prompt.getByText(SUMMARY).count()).toBe(1);
      expect(await prompt.getByRole('link', { name: 'Leer: Política de privacidad' }).getAttribute('href')).toBe('/legal#privacy');
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
      // A modal in the top layer (the page behind is inert), with the focus inside it.
      expect(await prompt.evaluate((dialog) => dialog.matches(':modal') && dialog.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      expect(await prompt.isVisible()).toBe(true);
      await accept(page);
      // Not asked again on the next visit.
      const again = pendingChecked(page);
      await page.reload();
      await again;
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);

      // The second member opens the app offline: nothing can be asked; back online, they are asked.
      await other.reload();
      await other.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await other.getByRole('dialog').count()).toBe(0);
      await otherContext.setOffline(false);
      await other.getByRole('dialog', PROMPT).waitFor({ timeout: 20_000 });
      await accept(other);

      // The accessibility statement, from the footer: no serious problem, and a barrier report sent.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Accesibilidad' }).click();
      await page.getByRole('heading', { level: 1, name: 'Declaración de accesibilidad' }).waitFor();
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
      await page.getByLabel('¿Qué barrera has encontrado?').fill('El botón de votar no se anuncia con el lector de pantalla.');
      await page.getByLabel('Dirección de la página (opcional)').fill(url('/projects'));
      await page.getByRole('button', { name: 'Enviar aviso' }).click();
      await page.getByText('Gracias: hemos recibido tu aviso.').waitFor({ timeout: 30_000 });
    } finally {
      await otherContext?.close();
      // The seeded demo member, whom the other test files sign in as, accepts it too: they must not meet the prompt.
      const { version } = ((await (await fetch(url('/api/legal-texts/privacy?locale=es'))).json()) as { data: { version: number } }).data;
      await (await serverView(url, DEMO)).post('/api/legal-acceptances', { kind: 'privacy', version, locale: 'es' });
    }
  });
});
