import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, inject } from 'vitest';
import type { Engine } from './engine';
import { outboxContents } from './walk';

const FAILURES_DIR = join(process.cwd(), '.tmp', 'e2e-failures');

/**
 * A fresh browser for each test (clean profile, service worker and storage) in a fresh network
 * namespace, on the e2e stack (tests/e2e/start-stack.ts). A failure leaves a screenshot, the page's
 * text and the errors it trapped.
 */
export function useEngine(launch: (appPort: number) => Promise<Engine>) {
  const appUrl = inject('appUrl');
  const session = { engine: undefined as unknown as Engine, url: (path: string) => new URL(path, appUrl).href };
  let named = false;

  beforeAll(() => {
    if (process.getuid?.() !== 0) throw new Error('The Firefox and WebKit tests take each browser offline in a network namespace of its own (ip netns): run them as root.');
  });
  beforeEach(async ({ onTestFinished, task }) => {
    session.engine = await launch(Number(new URL(appUrl).port));
    if (!named) console.log(`› ${session.engine.name} ${session.engine.version}`);
    named = true;
    onTestFinished(async () => {
      const { engine } = session;
      if (task.result?.state === 'fail') {
        const file = join(FAILURES_DIR, `${engine.name}-${task.name.replace(/[^\w-]+/g, '_')}.png`);
        mkdirSync(FAILURES_DIR, { recursive: true });
        await engine.page.screenshot(file).catch(() => undefined);
        const where = await engine.page.evaluate(() => location.href).catch(() => '(no page)');
        const text = await engine.page.evaluate(() => document.body.innerText.slice(0, 2000)).catch(() => '(no page)');
        const errors = await engine.page.errors().catch(() => []);
        const outbox = await outboxContents(engine.page).catch((error: Error) => `(unreadable: ${error.message})`);
        const writes = readFileSync(inject('serverLog'), 'utf8').split('\n').filter((line) => /POST \/api\/(user-project-supports|participations)/.test(line)).slice(-6);
        console.error(
          `\n${engine.name}: ${task.name}\n  at ${where}\n  screenshot: ${file}\n  page text:\n${text}\n  errors:\n${errors.join('\n')}` +
            `\n  outbox: ${JSON.stringify(outbox)}\n  the server's last writes:\n${writes.join('\n')}`,
        );
      }
      await engine.close();
    });
  });
  return session;
}
