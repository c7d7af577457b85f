import { useEffect } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18n } from './lib/i18n';
import { subscribeToSession } from './lib/session';
import { queryClient } from './query-client';
import type { AppRouter } from './router';

/** The query cache was restored before this first render (start.tsx), so cached pages show at once. */
export function App({ router }: { router: AppRouter }) {
  // A session that ends anywhere (logout, refused token, another tab) re-checks the current route.
  useEffect(
    () =>
      subscribeToSession(() => {
        void router.invalidate();
      }),
    [router],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  );
}
