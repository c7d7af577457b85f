import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage, intlWarmUps, storedLanguage } from './lib/i18n';
import { yieldToBrowser } from './lib/yield-to-browser';
import { startedWarm } from './lib/warm-start';
import { App } from './App';
import { CatalogLoadError } from './components/layout/CatalogLoadError';
import { PENDING_MS } from './components/layout/NavigationProgress';
import { restoreQueryCache } from './query-client';
import { createAppRouter, type AppRouter } from './router';
import { registerServiceWorker } from './offline/update/service-worker';
import { startSessionMirror } from './offline/page/session-mirror';
import { listenForInstallOffer } from './features/install';
import { startSendingRevocations } from './features/auth';
import { delay } from './lib/delay';
import { pageParsed } from './lib/page-parsed';

/**
 * The first page's route, loaded before React's first render (its loader reads index.html's early
 * data or the restored cache): React renders the page once, in slices, instead of the empty shell
 * and then, when the route resolves, the whole page again in one long task. A route still loading
 * after PENDING_MS is rendered anyway, with its skeleton (the router carries on with that load).
 */
const routeLoaded = (router: AppRouter) => Promise.race([router.load().catch(() => undefined), delay(PENDING_MS)]);

/** A warm start runs straight through; a cold one in short tasks (lib/warm-start.ts). */
const nextTask = startedWarm ? () => Promise.resolve() : yieldToBrowser;

/** Runs each step in a task of its own (see nextTask), and settles with what they started (all of it). */
async function inTasks<T>(steps: Array<() => T>): Promise<Awaited<T>[]> {
  const started: T[] = [];
  for (const step of steps) {
    await nextTask();
    started.push(step());
  }
  return Promise.all(started);
}

/**
 * The start, cut into tasks, each short enough for the browser to paint and answer a tap between
 * them on a slow phone (issue 32): the evaluation of the code is one task and does nothing else;
 * then the catalog, the stored data and the session, each read (and checked) in a task of its own
 * while index.html's requests are still out, ICU's data, the router, the first route, and React's
 * first render in slices.
 */
async function start() {
  listenForInstallOffer();
  const language = storedLanguage();
  const ready = inTasks<Promise<unknown>>([() => activateLanguage(language), restoreQueryCache, startSessionMirror]);
  // Settled below; marked handled now, so that a failure while the other steps run is not reported as unhandled.
  ready.catch(() => undefined);
  await inTasks(intlWarmUps(language));
  await nextTask();
  registerServiceWorker();
  startSendingRevocations();
  await nextTask();
  const router = createAppRouter();
  await pageParsed();
  const root = createRoot(document.getElementById('root')!);
  let restored: boolean;
  try {
    restored = (await ready)[1] === true;
  } catch {
    root.render(<CatalogLoadError />);
    return;
  }
  await nextTask();
  await routeLoaded(router);
  await nextTask();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // The last visit's data restored (a warm start, online or offline; its refresh may have landed
  // already): the page is all there, and is shown in one render, the soonest. Otherwise (a first visit, data on its way) a transition: React
  // renders in slices of a few milliseconds, yielding between them, instead of one long task a tap
  // would wait behind. The cards do the same (features/home/use-in-transition.ts).
  if (restored) root.render(app);
  else startTransition(() => root.render(app));
}

void start();
