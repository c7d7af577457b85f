import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http';
import type { Language } from '../../lib/i18n';

// Read on every page a signed-in member opens, so it is in the start chunk: the one request and
// nothing else. What it lists is checked by the prompt's own code, read only when there is something.

export const pendingKey = (userId: number) => ['member', userId, 'legal-pending'] as const;

/**
 * What the member must accept before going on (new terms or privacy policy marked as a material
 * change). Asked at every start and again whenever the server is reached again, however recently it
 * was asked: it is never kept on the device (neither in the persisted query cache, `persist: false`,
 * nor by the service worker), so an old "nothing" can never hide a new text once online.
 */
export const pendingAcceptancesQueryOptions = (userId: number, language: Language) =>
  queryOptions({
    queryKey: [...pendingKey(userId), language],
    queryFn: async (): Promise<unknown[]> => {
      const { data } = await http.get('legal-acceptances/pending').json<{ data?: unknown }>();
      if (!Array.isArray(data)) throw new TypeError('pending');
      return data;
    },
    meta: { persist: false },
    refetchOnReconnect: 'always',
  });
