import { useEffect } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { i18n } from './lib/i18n';
import { subscribeToSession } from './lib/session';
import { persistOptions, queryClient } from './query-client';
import { router } from './router';

export function App() {
  // A session that ends anywhere (logout, refused token, another tab) re-checks the current route.
  useEffect(
    () =>
      subscribeToSession(() => {
        void router.invalidate();
      }),
    [],
  );

  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      // The restored cache shows at once; then everything on screen is fetched again, because the
      // snapshot may predate the last changes (it is written at most once a second).
      onSuccess={() => void queryClient.invalidateQueries()}
    >
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </PersistQueryClientProvider>
  );
}
