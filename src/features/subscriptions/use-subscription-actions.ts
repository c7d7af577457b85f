import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cancelSubscription, GENERIC_ERROR, openPaymentPortal, PRICE_CHANGED, startSubscription, subscriptionErrorKey, withdrawSubscription, type Withdrawal } from './api';
import { pricesQueryOptions } from './prices';
import { goTo } from './redirect';

type Busy = 'subscribing' | 'cancelling' | 'withdrawing' | 'portal' | null;
/** The step waiting for the member's yes: a cancellation, a withdrawal, or a gift's withdrawal (by its documentId). */
type Confirming = 'cancel' | 'withdraw' | `gift:${string}` | null;

/**
 * What the subscription box does, one action at a time: the checkout, a cancellation and the payment
 * portal send the browser away (their buttons stay disabled until it has gone); a withdrawal stays and
 * tells what is refunded. A failure says why; when the server knows better (already subscribed, nothing
 * to cancel, the 14 days over, the price changed) the box reads again what it shows.
 */
export function useSubscriptionActions(userId: number) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [error, setError] = useState<{ key: string; attempt: number } | null>(null);
  const [withdrawn, setWithdrawn] = useState<(Withdrawal & { gift: boolean }) | null>(null);
  // A second click before React re-renders must not send a second request.
  const inFlight = useRef(false);

  async function run<T>(kind: Exclude<Busy, null>, action: () => Promise<T>, done: (result: T) => void) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    setError(null);
    try {
      done(await action());
    } catch (failure) {
      const key = await subscriptionErrorKey(failure);
      setError((last) => ({ key, attempt: (last?.attempt ?? 0) + 1 }));
      setBusy(null);
      setConfirming(null);
      inFlight.current = false;
      if (key === PRICE_CHANGED) void queryClient.invalidateQueries({ queryKey: pricesQueryOptions().queryKey });
      else if (key !== GENERIC_ERROR) void queryClient.invalidateQueries({ queryKey: ['member', userId] });
    }
  }

  // The page is leaving: the buttons stay disabled until it has gone.
  const leave = (kind: Exclude<Busy, 'withdrawing' | null>, action: () => Promise<string>) => run(kind, action, goTo);

  return {
    busy,
    confirming,
    setConfirming,
    error,
    withdrawn,
    subscribe: (expectedAmountCents: number) => leave('subscribing', () => startSubscription(expectedAmountCents)),
    cancel: () => leave('cancelling', cancelSubscription),
    portal: () => leave('portal', openPaymentPortal),
    /** The member's subscription, or the gift `documentId` names. */
    withdraw: (documentId?: string) =>
      run('withdrawing', () => withdrawSubscription(documentId), (result) => {
        setWithdrawn({ ...result, gift: documentId !== undefined });
        setBusy(null);
        setConfirming(null);
        inFlight.current = false;
        // Premium (or the gift) ended: the box, the gifts and the member's type are read again.
        void queryClient.invalidateQueries({ queryKey: ['member', userId] });
      }),
  };
}
