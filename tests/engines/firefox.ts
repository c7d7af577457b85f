import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { findFirefox } from '../../scripts/lib/browsers.mjs';
import { freePort } from '../../scripts/lib/server-process.mjs';
import { clickWhenSettled, findTarget, pasteInto, settle, trapErrors, type Engine, type EnginePage, type Target } from './engine';
import { startNetworkNamespace } from './network-namespace';

/**
 * Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi (Firefox serves it itself: no
 * geckodriver), inside its own network namespace. Firefox's own default is kept that puppeteer's
 * profile turns off: `network.manage-offline-status`, which makes it follow the system's link (and
 * fire `offline` / `online`), as a member's Firefox does. `ENGINE_DEBUG=1` prints its console,
 * page errors and failed requests.
 */
export async function launchFirefox(appPort: number): Promise<Engine> {
  const port = await freePort();
  const network = await startNetworkNamespace({ label: 'ff', appPort, exposePorts: [port] });
  // puppeteer starts one program: this one enters the namespace, then becomes Firefox.
  const dir = mkdtempSync(join(tmpdir(), 'chispa-firefox-'));
  const launcher = join(dir, 'firefox');
  const [file, args] = network.command(findFirefox() ?? '/usr/bin/firefox-esr');
  writeFileSync(launcher, `#!/bin/sh\nexec ${[file, ...args].map((arg) => `'${arg}'`).join(' ')} "$@"\n`);
  chmodSync(launcher, 0o755);
  try {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: launcher,
      debuggingPort: port, // inside the namespace; network-namespace.ts offers it on the host's loopback
      headless: true,
      defaultViewport: { width: 1280, height: 800 },
      extraPrefsFirefox: { 'network.manage-offline-status': true, 'intl.accept_languages': 'es-ES, es' },
    });
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(trapErrors);
    if (process.env.ENGINE_DEBUG) {
      page.on('console', (message) => console.log(`[firefox console] ${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => console.log(`[firefox pageerror] ${String(error)}`));
      page.on('requestfailed', (request) => console.log(`[firefox requestfailed] ${request.url()} ${request.failure()?.errorText}`));
    }
    return {
      name: 'Firefox',
      version: await browser.version(),
      page: firefoxPage(page),
      network,
      async close() {
        await browser.close().catch(() => undefined);
        await network.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await network.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function firefoxPage(page: Page): EnginePage {
  const find = async (target: Target) => {
    const handle = await page.evaluateHandle(findTarget, target);
    const element = handle.asElement() as ElementHandle<HTMLElement> | null;
    if (!element) await handle.dispose();
    return element;
  };
  return {
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    has: async (target) => {
      const element = await find(target);
      await element?.dispose();
      return element !== null;
    },
    click: (target) =>
      clickWhenSettled(
        target,
        find,
        (element) => element.evaluate(settle),
        (element) => element.click(),
      ),
    fill: async (target, text) => {
      const element = await find(target);
      if (!element) throw new Error(`not on the page: ${JSON.stringify(target)}`);
      const value = await element.evaluate(pasteInto, text);
      await element.dispose();
      if (value !== text) throw new Error(`${JSON.stringify(target)} holds ${JSON.stringify(value)} after filling it`);
    },
    errors: () => page.evaluate(() => (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? []),
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png`, fullPage: true })),
  };
}
