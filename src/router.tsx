import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { queryClient } from './query-client';
import { NotFound } from './routes/-components/NotFound';
import { ErrorFallback } from './routes/-components/ErrorFallback';
import { PENDING_MS } from './components/layout/NavigationProgress';
import { ArticleSkeleton } from './components/ui/PageSkeleton';

/**
 * The app's router. Made by start.tsx in a task of its own once the page's code has been evaluated:
 * building the route tree and the browser history is one of the start's longest pieces of work.
 */
export const createAppRouter = () =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: ErrorFallback,
    // A slow network: after PENDING_MS the page's skeleton (each main route names its shape) instead of a blank screen.
    defaultPendingMs: PENDING_MS,
    // The page replaces its skeleton as soon as its data is in: content never waits for a placeholder.
    defaultPendingMinMs: 0,
    defaultPendingComponent: ArticleSkeleton,
    scrollRestoration: true,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
