import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// A browser that refuses the worker (a policy, an extension, a private window): the app goes on
// without it, and nothing escapes as an uncaught error.
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);

beforeEach(() => {
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
  vi.useFakeTimers();
  vi.stubEnv('DEV', false);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: null,
      register: vi.fn(() => Promise.reject(new DOMException('Service workers are blocked', 'SecurityError'))),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    },
  });
});

afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  vi.useRealTimers();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

it('logs a refused registration instead of throwing it', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { registerServiceWorker, REGISTRATION_DELAY_MS } = await import('./service-worker');
  registerServiceWorker();
  await vi.advanceTimersByTimeAsync(REGISTRATION_DELAY_MS * 2 + 10);
  vi.useRealTimers();
  await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('The service worker could not be registered', expect.any(DOMException)));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(navigator.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  expect(unhandled).toEqual([]);
});
