import { useQuery } from '@tanstack/react-query';
import { didRecordsQueryOptions } from './api';
import { usePendingEntries } from '../../offline/page/use-pending-entries';

/**
 * The member's DIDs as the app shows them: the server's balance minus spends still in the outbox.
 * `balance` is undefined until the records have been read; `failed` says they could not be.
 */
export function useDidBalance(userId: number) {
  const { data, isError, refetch } = useQuery(didRecordsQueryOptions(userId));
  const pending = usePendingEntries(userId);
  const pendingSpend = pending
    .filter((entry) => entry.kind === 'participation')
    .reduce((sum, entry) => sum + Number(entry.meta?.total ?? 0), 0);
  return {
    balance: data === undefined ? undefined : data.meta.balance - pendingSpend,
    pendingSpend,
    failed: data === undefined && isError,
    retry: () => void refetch(),
  };
}
