import { useQuery } from '@tanstack/react-query';
import { PaymentsUnavailableError, pricesQueryOptions, type Price } from './prices';

/** The price a checkout is about to charge, as this page has just read it from the server. */
export type CheckoutPrice = (
  | { state: 'ready'; price: Price }
  | { state: 'loading' }
  /** `payments`: the server sells nothing here; `unread`: the price could not be read (offline, an error, a bad answer). */
  | { state: 'unavailable'; reason: 'payments' | 'unread' }
) & {
  /** Reads the prices again (a retry, or the server said the price changed). */
  refresh: () => void;
};

/**
 * Reads the prices again each time a checkout is shown (a price kept from another visit, or restored
 * from the saved cache, is never the one paid against) and answers the one `priceId` names: ready
 * only once this read has succeeded and while nothing newer is on its way. A failure, an answer the
 * app cannot read, or no such price leave it unavailable: no checkout without its price shown.
 */
export function useCheckoutPrice(priceId: string, type: Price['type']): CheckoutPrice {
  const { data, error, isSuccess, isFetchedAfterMount, isFetching, refetch } = useQuery({ ...pricesQueryOptions(), staleTime: 0, refetchOnMount: 'always' });
  const refresh = () => void refetch();
  if (isFetching || !isFetchedAfterMount) return { state: 'loading', refresh };
  // A recurring price must say how often it renews, or its period could not be shown.
  const price = isSuccess ? data.find((item) => item.id === priceId && item.type === type && (type === 'single' || item.interval)) : undefined;
  if (price) return { state: 'ready', price, refresh };
  return { state: 'unavailable', reason: error instanceof PaymentsUnavailableError ? 'payments' : 'unread', refresh };
}
