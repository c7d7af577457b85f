// Takes the editors' guide's screenshots (docs/editors/, shown in docs/editors.md) from the running
// admin panel: the stack `npm start` runs, on a throwaway database with the demo content, signed in as
// the demo editor. Run after a change the guide shows: `node scripts/editor-screenshots.mjs`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';
import { rootDir } from './lib/paths.mjs';

const EDITOR = { email: 'admin@chispa.test', password: 'Chispa-admin-2026' };
const OUT = join(rootDir, 'docs', 'editors');
const LIST = (uid) => `/admin/content-manager/collection-types/${uid}`;
/** An address on the admin's server (set once the stack runs). */
let admin = (path) => path;

/** Each screenshot: its file and how to reach what it shows from a signed-in admin page. */
export const SHOTS = [
  { file: 'proyectos-lista.png', open: (page) => page.goto(admin(LIST('api::project.project'))), ready: (page) => page.getByRole('grid').waitFor() },
  { file: 'proyecto-editar.png', open: (page) => openFirst(page, 'api::project.project'), ready: (page) => page.getByText('Posición en las listas').or(page.getByLabel(/^position/i)).first().waitFor() },
  { file: 'premio-editar.png', open: (page) => openFirst(page, 'api::reward.reward'), ready: (page) => page.getByLabel(/^cost/i).first().waitFor() },
  {
    file: 'premio-preguntas.png',
    open: async (page) => {
      await openFirst(page, 'api::reward.reward');
      await page.getByText('signupQuestions').first().scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: /^year/ }).first().click();
      await page.getByRole('textbox', { name: /^label/ }).first().scrollIntoViewIfNeeded();
    },
    ready: (page) => page.getByRole('textbox', { name: /^label/ }).first().waitFor(),
  },
  { file: 'campana-votos.png', open: (page) => page.goto(admin('/admin/campaign')), ready: (page) => page.getByTestId('campaign-project').first().waitFor() },
  {
    file: 'campana-premio.png',
    open: async (page) => {
      await page.goto(admin('/admin/campaign'));
      await page.getByRole('tab', { name: 'Premios y sorteos' }).click();
      await page.getByTestId('campaign-reward').first().getByRole('button').click();
    },
    ready: (page) => page.getByRole('heading', { name: /Participaciones con DIDs/ }).waitFor(),
  },
  {
    file: 'campana-corregir.png',
    open: async (page) => {
      await page.goto(admin('/admin/campaign'));
      await page.getByRole('tab', { name: 'Corregir DIDs' }).click();
      await page.getByLabel('E-mail del miembro').fill('demo@chispa.test');
      await page.getByRole('button', { name: 'Buscar' }).click();
    },
    ready: (page) => page.getByRole('heading', { name: /DIDs$/ }).waitFor(),
  },
  { file: 'sorteos.png', open: (page) => page.goto(admin(LIST('api::draw.draw'))), ready: (page) => page.getByRole('grid').waitFor() },
];

async function openFirst(page, uid) {
  await page.goto(admin(LIST(uid)));
  await page.getByRole('grid').getByRole('row').nth(1).getByRole('gridcell').nth(1).click();
  await page.waitForURL((url) => /\/[a-z0-9]{20,}$/.test(url.pathname));
}

async function signIn(page) {
  await page.goto(admin('/admin'));
  await page.getByLabel(/^(Email|Correo electrónico)/).fill(EDITOR.email);
  await page.getByLabel(/^(Password|Contraseña)/).fill(EDITOR.password);
  await page.getByRole('button', { name: /^(Login|Iniciar sesión)$/ }).click();
  await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
  // The admin in Spanish, as editors use it (each editor picks it in their profile), without Strapi's
  // own news banner.
  await page.evaluate(() => globalThis.localStorage.setItem('strapi-admin-language', 'es'));
  await page.reload();
  await page.getByRole('link', { name: 'Campaña' }).waitFor();
  const news = page.getByText(/^Introducing the new Media Library/).locator('xpath=ancestor::*[.//button][1]').getByRole('button');
  if (await news.waitFor({ timeout: 5000 }).then(() => true, () => false)) await news.click();
}

mkdirSync(OUT, { recursive: true });
const stack = await startBenchStack('editor-screenshots');
admin = (path) => `${stack.apiUrl}${path}`;
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1, locale: 'es-ES', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page);
  for (const { file, open, ready } of SHOTS) {
    await open(page);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(OUT, file) });
    console.log(`› docs/editors/${file}`);
  }
  await context.close();
} finally {
  await browser.close();
  await stack.stop();
}
