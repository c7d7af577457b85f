import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';

const FAILURES_DIR = join(process.cwd(), '.tmp', 'e2e-failures');

export const DEMO = { email: 'demo@chispa.test', password: 'chispa-demo-2026' };

/**
 * One Chromium per test file and a fresh context per test (clean storage, cookies, service
 * worker). `session.page` is the test's page; `session.url(path)` is an address on the app
 * (`appUrl`: the app served directly, or `inject('faultyAppUrl')` for the one behind the fault proxy).
 */
export function useBrowser({ appUrl = inject('appUrl') }: { appUrl?: string } = {}) {
  let browser: Browser;
  const contextOptions: BrowserContextOptions = { locale: 'es-ES', viewport: { width: 1280, height: 800 } };
  const session = {
    context: undefined as unknown as BrowserContext,
    page: undefined as unknown as Page,
    url: (path: string) => new URL(path, appUrl).href,
    /**
     * A new context for this test with other options: `{ serviceWorkers: 'block' }` is a browser
     * without service worker or Background Sync, where only the page sends the outbox.
     */
    async restart(options: BrowserContextOptions) {
      await session.context.close();
      session.context = await browser.newContext({ ...contextOptions, ...options });
      session.page = await session.context.newPage();
      watch(session.page);
    },
    /**
     * Closes the test's page and opens another in the same context (same storage and session).
     * Leaving by navigation is not enough: a renderer still busy when the next page commits runs the
     * old page's timers for a moment, and a send they start then reaches the server.
     */
    async reopen() {
      await session.page.close();
      session.page = await session.context.newPage();
      watch(session.page);
      return session.page;
    },
  };
  let consoleLines: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
  };

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async ({ onTestFinished, task }) => {
    session.context = await browser.newContext(contextOptions);
    session.page = await session.context.newPage();
    consoleLines = [];
    watch(session.page);
    // One handler, so the page is still open when a failure is recorded.
    onTestFinished(async () => {
      if (task.result?.state === 'fail') {
        const file = join(FAILURES_DIR, `${task.name.replace(/[^\w-]+/g, '_')}.png`);
        mkdirSync(FAILURES_DIR, { recursive: true });
        await session.page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        const text = await session.page.locator('body').innerText().catch(() => '(no page)');
        console.error(`\n${task.name}\n  at ${session.page.url()}\n  screenshot: ${file}\n  page text:\n${text}\n  console:\n${consoleLines.join('\n')}`);
      }
      await session.context.close();
    });
  });
  return session;
}

export async function logIn(page: Page, url: (path: string) => string) {
  await page.goto(url('/login'));
  await page.getByLabel('Correo electrónico').fill(DEMO.email);
  await page.getByLabel('Contraseña').fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
