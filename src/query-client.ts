import { QueryClient, onlineManager } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { HTTPError } from 'ky';
import { AuthenticationError } from './lib/http';
import { subscribeToSession, getSession } from './lib/session';
import { deleteMemberCache } from './offline/cache-names';
import { onReachabilityChange, reachability } from './offline/outbox/connectivity';
import { PERSISTED_CACHE_KEY } from './lib/warm-start';

export { PERSISTED_CACHE_KEY };

const DAY = 24 * 60 * 60 * 1000;

const isClientError = (error: unknown) =>
  error instanceof AuthenticationError ||
  (error instanceof HTTPError && error.response.status >= 400 && error.response.status < 500);

// TanStack's idea of "online" is the app's own (whether our server answers), not navigator.onLine:
// failed queries wait while it cannot be reached and are fetched again the moment it answers.
onlineManager.setEventListener((setOnline) => {
  setOnline(reachability() === 'reachable');
  return onReachabilityChange((state) => setOnline(state === 'reachable'));
});

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 7 * DAY,
      staleTime: 30_000,
      // Always try: offline, the service worker answers from its cache (the default would pause).
      networkMode: 'offlineFirst',
      // Offline, a miss is final (the page says so) instead of waiting paused for a network that is not there.
      retry: (failureCount, error) => reachability() === 'reachable' && !isClientError(error) && failureCount < 2,
    },
  },
});

export const persister = createSyncStoragePersister({ storage: window.localStorage, key: PERSISTED_CACHE_KEY });

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: 7 * DAY,
  buster: __APP_VERSION__,
  // Everything that has data, not only what last fetched successfully (the default): a list whose
  // refresh failed offline still holds what the member saw, and must be there at the next start.
  // Not what must be asked anew at every start (`meta.persist: false`: the legal texts to accept).
  dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.data !== undefined && query.meta?.persist !== false },
};

// A logout (here, in another tab, or after a refused token) leaves nothing of the member behind.
let signedInUser = getSession()?.userId;
subscribeToSession(() => {
  const userId = getSession()?.userId;
  if (signedInUser !== undefined && userId !== signedInUser) {
    queryClient.clear();
    window.localStorage.removeItem(PERSISTED_CACHE_KEY);
    void deleteMemberCache();
  }
  signedInUser = userId;
});

/**
 * Puts the last session's data back before the first render (no flash of empty lists, online or not),
 * keeps saving it, and then refetches everything: the snapshot may predate the last changes (it is
 * written at most once a second), but for what says it stays fresh for longer. A broken snapshot is dropped, never fatal.
 * Answers whether it put any data back (the refetches may replace it before the first render).
 */
export async function restoreQueryCache(): Promise<boolean> {
  try {
    await persistQueryClientRestore({ queryClient, ...persistOptions });
  } catch {
    window.localStorage.removeItem(PERSISTED_CACHE_KEY);
  }
  const restored = queryClient.getQueryCache().getAll().some((query) => query.state.data !== undefined);
  persistQueryClientSubscribe({ queryClient, ...persistOptions });
  // Not what is still fresh by its own measure (`meta.freshForMs`, kept with the snapshot: the operator's identity).
  void queryClient.invalidateQueries({ predicate: (query) => !(typeof query.meta?.freshForMs === 'number' && Date.now() - query.state.dataUpdatedAt < query.meta.freshForMs) });
  return restored;
}
