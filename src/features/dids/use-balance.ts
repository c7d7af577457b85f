import { useQuery } from '@tanstack/react-query';
import { didRecordsQueryOptions } from './api';
import { usePendingEntries } from '../../offline/use-pending-entries';

/** The member's DIDs as the app shows them: the server's balance minus spends still in the outbox. */
export function useDidBalance(userId: number) {
  const { data } = useQuery(didRecordsQueryOptions(userId));
  const pending = usePendingEntries(userId);
  const pendingSpend = pending
    .filter((entry) => entry.kind === 'participation')
    .reduce((sum, entry) => sum + Number(entry.meta?.total ?? 0), 0);
  return { balance: data === undefined ? undefined : data.meta.balance - pendingSpend, pendingSpend };
}
