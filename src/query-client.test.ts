import { describe, expect, it } from 'vitest';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { PERSISTED_CACHE_KEY, persistOptions } from './query-client';

describe('the persisted query cache', () => {
  it('keeps a list whose last refresh failed (offline) with the data the member saw, and leaves out what never loaded', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery({ queryKey: ['projects', 'es'], queryFn: () => ['huertos'] });
    await client.fetchQuery({ queryKey: ['projects', 'es'], queryFn: () => Promise.reject(new Error('offline')), staleTime: 0 }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['news', 'es'], queryFn: () => Promise.reject(new Error('offline')) }).catch(() => undefined);
    expect(client.getQueryState(['projects', 'es'])?.status).toBe('error');

    const kept = dehydrate(client, persistOptions.dehydrateOptions).queries.map((query) => [query.queryKey, query.state.data]);
    expect(kept).toEqual([[['projects', 'es'], ['huertos']]]);
  });
});

describe('the start, after the snapshot is put back', () => {
  it('asks again for everything but what is still fresh by its own measure (the operator, within its hour)', async () => {
    const { queryClient, restoreQueryCache } = await import('./query-client');
    const { operatorQueryOptions } = await import('./lib/operator');
    const seed = new QueryClient();
    await seed.fetchQuery({ ...operatorQueryOptions, queryFn: () => ({ legalName: 'Ajuntament de Girona', taxId: 'P1708500B' }) });
    seed.setQueryData(['projects', 'es'], ['huertos']);
    // As the persister writes it (its own write waits a second).
    localStorage.setItem(PERSISTED_CACHE_KEY, JSON.stringify({ timestamp: Date.now(), buster: __APP_VERSION__, clientState: dehydrate(seed, persistOptions.dehydrateOptions) }));

    expect(await restoreQueryCache()).toBe(true);
    expect(queryClient.getQueryState(operatorQueryOptions.queryKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['projects', 'es'])?.isInvalidated).toBe(true);
    queryClient.clear();
  });

  it('says when there was nothing to put back (a first visit, or a broken snapshot, which is dropped)', async () => {
    const { restoreQueryCache } = await import('./query-client');
    localStorage.removeItem(PERSISTED_CACHE_KEY);
    expect(await restoreQueryCache()).toBe(false);
    localStorage.setItem(PERSISTED_CACHE_KEY, '{"not a snapshot');
    expect(await restoreQueryCache()).toBe(false);
    expect(localStorage.getItem(PERSISTED_CACHE_KEY)).toBeNull();
  });
});
