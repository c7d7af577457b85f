import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { HTTPError } from 'ky';
import { AuthenticationError } from './lib/http';
import { subscribeToSession, getSession } from './lib/session';

const DAY = 24 * 60 * 60 * 1000;
export const PERSISTED_CACHE_KEY = 'chispa-query-cache';

const isClientError = (error: unknown) =>
  error instanceof AuthenticationError ||
  (error instanceof HTTPError && error.response.status >= 400 && error.response.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 7 * DAY,
      staleTime: 30_000,
      retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
    },
  },
});

export const persister = createSyncStoragePersister({ storage: window.localStorage, key: PERSISTED_CACHE_KEY });

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: 7 * DAY,
  buster: __APP_VERSION__,
};

// A logout (here, in another tab, or after a refused token) leaves nothing of the member behind.
let signedInUser = getSession()?.userId;
subscribeToSession(() => {
  const userId = getSession()?.userId;
  if (signedInUser !== undefined && userId !== signedInUser) {
    queryClient.clear();
    window.localStorage.removeItem(PERSISTED_CACHE_KEY);
  }
  signedInUser = userId;
});
