import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage, intlWarmUps, storedLanguage } from './lib/i18n';
import { yieldToBrowser } from './lib/yield-to-browser';
import { App } from './App';
import { CatalogLoadError } from './components/layout/CatalogLoadError';
import { PENDING_MS } from './components/layout/NavigationProgress';
import { restoreQueryCache } from './query-client';
import { createAppRouter, type AppRouter } from './router';
import { registerServiceWorker } from './offline/update/service-worker';
import { startSessionMirror } from './offline/page/session-mirror';
import { listenForInstallOffer } from './features/install';
import { startSendingRevocations } from './features/auth';

// The start is cut into tasks, each short enough for the browser to paint and answer a tap between
// them on a slow phone (issue 32): this module's evaluation (with the code it imports) only starts
// the requests the first page waits for; the rest follows, one piece per task, while they are out.
const language = storedLanguage();
const ready = Promise.all([activateLanguage(language), restoreQueryCache(), startSessionMirror()]);
listenForInstallOffer();

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first page's route, loaded before React's first render (its loader reads index.html's early
 * data or the restored cache): React renders the page once, in slices, instead of the empty shell
 * and then, when the route resolves, the whole page again in one long task. A route still loading
 * after PENDING_MS is rendered anyway, with its skeleton (the router carries on with that load).
 */
const routeLoaded = (router: AppRouter) => Promise.race([router.load().catch(() => undefined), delay(PENDING_MS)]);

async function start() {
  for (const warmUp of intlWarmUps(language)) {
    await yieldToBrowser();
    warmUp();
  }
  await yieldToBrowser();
  registerServiceWorker();
  startSendingRevocations();
  await yieldToBrowser();
  const router = createAppRouter();
  const root = createRoot(document.getElementById('root')!);
  try {
    await ready;
  } catch {
    root.render(<CatalogLoadError />);
    return;
  }
  await yieldToBrowser();
  await routeLoaded(router);
  await yieldToBrowser();
  // A transition: React renders the first page in slices of a few milliseconds, yielding to the
  // browser between them, instead of in one long task a tap would wait behind.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

void start();
