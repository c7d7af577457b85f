import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { queryClient } from './query-client';
import { NotFound } from './routes/-components/NotFound';
import { ErrorFallback } from './routes/-components/ErrorFallback';
import { PENDING_MS } from './components/layout/NavigationProgress';
import { ArticleSkeleton } from './components/ui/PageSkeleton';

export const router = createRouter({
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

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
