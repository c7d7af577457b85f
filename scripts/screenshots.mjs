// Takes the install sheet's screenshots (public/screenshots/, named in pwa-manifest.ts) from the real
// app: the stack `npm start` runs, on a throwaway database with the demo content, signed in as the
// demo member. Run after a change that the screenshots show: `node scripts/screenshots.mjs`.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';
import { rootDir } from './lib/paths.mjs';

const DEMO = { email: 'demo@chispa.test', password: 'chispa-demo-2026' };

/** Each screenshot: its file, the window it is taken in, and the screen it shows. */
export const SHOTS = [
  { file: 'projects-narrow.png', viewport: { width: 390, height: 844 }, path: '/projects' },
  { file: 'projects-wide.png', viewport: { width: 1366, height: 768 }, path: '/projects' },
];

const stack = await startBenchStack('screenshots');
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  for (const { file, viewport, path } of SHOTS) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale: 'es-ES', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${stack.base}/login`);
    await page.getByLabel('Correo electrónico').fill(DEMO.email);
    await page.getByLabel('Contraseña').fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${stack.base}${path}`);
    await page.locator('.project-card h3').first().waitFor();
    // Every picture in view has arrived (those below the fold load lazily, and are not in the shot).
    await page.waitForFunction(() =>
      Array.from(globalThis.document.images).every((img) => img.complete || img.getBoundingClientRect().top > globalThis.innerHeight),
    );
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(rootDir, 'public', 'screenshots', file) });
    await context.close();
    console.log(`› public/screenshots/${file} (${viewport.width}×${viewport.height})`);
  }
} finally {
  await browser.close();
  await stack.stop();
}
