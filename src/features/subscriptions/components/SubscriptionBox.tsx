import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { cancelSubscription, GENERIC_ERROR, giftedPremiumQueryOptions, startSubscription, subscriptionErrorKey, subscriptionQueryOptions } from '../api';
import { goTo } from '../redirect';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { FormError } from '../../../components/ui/FormError';

type Props = { userId: number; userType: 'default' | 'premium' };
type Busy = 'subscribing' | 'cancelling' | null;

/**
 * The profile's subscription box (spec §4 "Subscription"): what Premium gives, the current
 * subscription as the payment provider last told it (renewal date, a cancellation at the period's
 * end, a renewal past due), a button that opens the checkout of Chispa Premium, one that cancels it
 * after the member confirms, and the way to give Premium to someone else.
 */
export function SubscriptionBox({ userId, userType }: Props) {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data: subscription, isPending, isError, refetch } = useQuery(subscriptionQueryOptions(userId));
  const active = subscription?.state === 'active' || subscription?.state === 'past_due' ? subscription : null;
  // Premium with no subscription of its own: until when a gift (or the team) gives it.
  const { data: giftedUntil } = useQuery({ ...giftedPremiumQueryOptions(userId), enabled: userType === 'premium' && !isPending && !active });
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // A second click before React re-renders must not send a second request.
  const inFlight = useRef(false);

  async function run(kind: Exclude<Busy, null>, action: () => Promise<string>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    setErrorKey(null);
    try {
      goTo(await action());
      // The page is leaving: the buttons stay disabled until it has gone.
    } catch (error) {
      const key = await subscriptionErrorKey(error);
      setErrorKey(key);
      setBusy(null);
      setConfirming(false);
      inFlight.current = false;
      // The server knows better (already subscribed elsewhere, or already cancelled): show what it has.
      if (key !== GENERIC_ERROR) {
        void queryClient.invalidateQueries({ queryKey: ['member', userId] });
      }
    }
  }

  const date = (iso: string | null | undefined) => (iso ? i18n.date(new Date(iso), { dateStyle: 'long', timeZone: 'Europe/Madrid' }) : null);

  let body;
  if (isPending) {
    body = <p className="muted">{_('subscriptionBox.loading')}</p>;
  } else if (isError) {
    body = (
      <RetryAlert message={_('subscription.errors.genericServerError')} retry={() => void refetch()} />
    );
  } else if (active) {
    const since = date(active.activatedAt ?? active.createdAt);
    const paidUntil = date(active.currentPeriodEnd);
    const endsAtPeriodEnd = active.cancelAtPeriodEnd && paidUntil;
    body = (
      <>
        <p>
          {_('subscriptionBox.active')} {since && _('subscriptionBox.since', { date: since })}
        </p>
        {active.state === 'past_due' ? (
          <p className="alert alert--error">{_('subscriptionBox.pastDue')}</p>
        ) : endsAtPeriodEnd ? (
          <p>{_('subscriptionBox.endsOn', { date: paidUntil })}</p>
        ) : (
          paidUntil && <p className="muted">{_('subscriptionBox.renews', { date: paidUntil })}</p>
        )}
        {endsAtPeriodEnd ? null : confirming ? (
          <div className="subscription-box__confirm">
            <p id="subscription-confirm">{_('subscriptionBox.confirmCancel')}</p>
            <div className="actions">
              <button
                type="button"
                className="button button--danger"
                aria-describedby="subscription-confirm"
                disabled={busy !== null}
                onClick={() => void run('cancelling', cancelSubscription)}
              >
                {busy === 'cancelling' ? _('subscriptionBox.cancelling') : _('subscriptionBox.confirmCancelYes')}
              </button>
              <button type="button" className="button" disabled={busy !== null} onClick={() => setConfirming(false)}>
                {_('subscriptionBox.keep')}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {_('subscriptionBox.cancel')}
          </button>
        )}
      </>
    );
  } else if (userType === 'premium') {
    // Premium without a subscription of their own: a gift, which has nothing to cancel or buy.
    const until = date(giftedUntil);
    body = <p>{until ? _('subscriptionBox.giftUntil', { date: until }) : _('subscriptionBox.gift')}</p>;
  } else {
    // Only a subscription that was once paid "ended" (a checkout that expired unpaid is not one).
    const ended = subscription && (subscription.state === 'cancelled' || subscription.state === 'expired') && subscription.activatedAt ? date(subscription.cancelledAt ?? subscription.currentPeriodEnd) : null;
    body = (
      <>
        {subscription?.state === 'pending' && <p>{_('subscriptionBox.pending')}</p>}
        {ended && <p>{_('subscriptionBox.ended', { date: ended })}</p>}
        <p className="muted">{_('subscriptionBox.pitch')}</p>
        <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => void run('subscribing', startSubscription)}>
          {busy === 'subscribing' ? _('subscriptionBox.subscribing') : _('subscriptionBox.subscribe')}
        </button>
      </>
    );
  }

  return (
    <section className="profile-section subscription-box" aria-labelledby="subscription-title" aria-busy={busy !== null || undefined}>
      <h2 id="subscription-title">{_('subscriptionBox.title')}</h2>
      <p className="muted">{_('subscriptionBox.gives')}</p>
      {body}
      <FormError messageId={errorKey} />
      <p>
        <Link to="/sendGift">{_('subscriptionBox.giveIt')}</Link>
      </p>
    </section>
  );
}
