import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { findMiniBrowser, findWebKitDriver, findXvfb } from '../../scripts/lib/browsers.mjs';
import { freePort } from '../../scripts/lib/server-process.mjs';
import { clickWhenSettled, findTarget, pasteInto, settle, trapErrors, type Engine, type EnginePage, type Target } from './engine';
import { startNetworkNamespace, type NetworkNamespace } from './network-namespace';

/**
 * WebKitGTK's MiniBrowser, run by Debian's WebKitWebDriver (W3C WebDriver, driven by
 * selenium-webdriver) on an Xvfb display, all three inside the browser's network namespace.
 * WebKitGTK follows GLib's network monitor (netlink: a default route or none) for `navigator.onLine`
 * and its `online` / `offline` events.
 */
export async function launchWebKit(appPort: number): Promise<Engine> {
  const port = await freePort();
  const network = await startNetworkNamespace({ label: 'wk', appPort, exposePorts: [port] });
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children.reverse()) child.kill('SIGTERM');
    await network.close();
  };
  try {
    const display = await startXvfb(network, children);
    // Spanish, as the Chromium tests' locale; the same language for the app either way (it defaults to es).
    const env = { ...process.env, DISPLAY: display, LANG: 'es_ES.UTF-8', LANGUAGE: 'es', GIO_USE_NETWORK_MONITOR: 'netlink' };
    const [file, args] = network.command(findWebKitDriver() ?? 'WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1']);
    children.push(spawn(file, args, { env, stdio: 'ignore' }));
    await driverReady(`http://127.0.0.1:${port}/status`);
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: findMiniBrowser(), args: ['--automation'] } })
      .build();
    await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
    await driver.manage().window().setRect({ width: 1280, height: 800 });
    const version = (await driver.getCapabilities()).getBrowserVersion() ?? 'unknown';
    return {
      name: 'WebKit',
      version,
      page: webKitPage(driver),
      network,
      async close() {
        await driver.quit().catch(() => undefined);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** WebDriver's status answers once the driver listens (through the namespace's relay). */
async function driverReady(status: string) {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if (await fetch(status).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${status}`);
}

/** Xvfb on the first free display (it writes the number it took to fd 3). */
async function startXvfb(network: NetworkNamespace, children: ChildProcess[]) {
  const [file, args] = network.command(findXvfb() ?? 'Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp']);
  const xvfb = spawn(file, args, { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  children.push(xvfb);
  const number = await new Promise<string>((resolve, reject) => {
    let text = '';
    (xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${code})`)));
  });
  return `:${number}`;
}

/** The script WebDriver runs: the page function's source, called with its JSON argument, its result awaited. */
const asyncScript = (fn: (arg: never) => unknown) => `
  const done = arguments[arguments.length - 1];
  Promise.resolve()
    .then(() => (${fn.toString()})(arguments[0]))
    .then((value) => done({ value: value === undefined ? null : value }), (error) => done({ error: String(error && error.stack || error) }));`;

function webKitPage(driver: WebDriver): EnginePage {
  const evaluate = async <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> => {
    const result = (await driver.executeAsyncScript(asyncScript(fn as (arg: never) => unknown), arg ?? null)) as { value?: R; error?: string };
    if (result.error !== undefined) throw new Error(`in the page: ${result.error}`);
    return result.value as R;
  };
  const loaded = () => evaluate(trapErrors);
  const find = (target: Target) => driver.executeScript(`return (${findTarget.toString()})(arguments[0])`, target) as Promise<WebElement | null>;
  const settled = (element: WebElement) =>
    driver.executeAsyncScript(`const done = arguments[arguments.length - 1]; (${settle.toString()})(arguments[0]).then(done, () => done(false));`, element).then(
      (answer) => answer === true,
      () => false, // replaced meanwhile (a stale element): found again
    );
  return {
    goto: async (url) => {
      await driver.get(url);
      await loaded();
    },
    reload: async () => {
      await driver.navigate().refresh();
      await loaded();
    },
    evaluate,
    has: async (target) => (await find(target)) !== null,
    click: (target) => clickWhenSettled(target, find, settled, (element) => element.click()),
    fill: async (target, text) => {
      const element = await find(target);
      if (!element) throw new Error(`not on the page: ${JSON.stringify(target)}`);
      const value = await driver.executeAsyncScript(
        `const done = arguments[arguments.length - 1]; (${pasteInto.toString()})(arguments[0], arguments[1]).then(done, () => done(null));`,
        element,
        text,
      );
      if (value !== text) throw new Error(`${JSON.stringify(target)} holds ${JSON.stringify(value)} after filling it`);
    },
    errors: () => evaluate(() => (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? []),
    screenshot: async (path) => writeFileSync(path, await driver.takeScreenshot(), 'base64'),
  };
}
