import { describe, expect, it } from 'vitest';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { persistOptions } from './query-client';

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
