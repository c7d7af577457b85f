import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { giftedPremiumQueryOptions, subscriptionQueryOptions } from '../api';
import { formatAmount } from '../prices';
import { useSubscriptionActions } from '../use-subscription-actions';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { ActiveSubscription } from './ActiveSubscription';
import { CheckoutError } from './CheckoutError';
import { GiftWithdrawals } from './GiftWithdrawals';
import { PremiumOffer } from './PremiumOffer';

type Props = { userId: number; userType: 'default' | 'premium' };

/**
 * The profile's subscription box (spec §4 "Subscription"): what Premium gives, the current
 * subscription as the payment provider last told it (renewal date, a cancellation at the period's
 * end, a renewal past due) with its cancellation, withdrawal and payment method; for a member
 * without it, the price and terms before the checkout (issue 53); and the way to give Premium to
 * someone else.
 */
export function SubscriptionBox({ userId, userType }: Props) {
  const { _, i18n } = useLingui();
  const { data: subscription, isPending, isError, refetch } = useQuery(subscriptionQueryOptions(userId));
  const active = subscription?.state === 'active' || subscription?.state === 'past_due' ? subscription : null;
  // Premium with no subscription of its own: until when a gift (or the team) gives it.
  const { data: giftedUntil } = useQuery({ ...giftedPremiumQueryOptions(userId), enabled: userType === 'premium' && !isPending && !active });
  const actions = useSubscriptionActions(userId);
  const { busy, error, withdrawn } = actions;

  const date = (iso: string | null | undefined) => (iso ? i18n.date(new Date(iso), { dateStyle: 'long', timeZone: 'Europe/Madrid' }) : null);

  let body;
  // The offer says what Premium gives in its own terms; every other state says it here.
  let offering = false;
  if (isPending) {
    body = <p className="muted">{_('subscriptionBox.loading')}</p>;
  } else if (isError) {
    body = <RetryAlert message={_('subscription.errors.genericServerError')} retry={() => void refetch()} />;
  } else if (active) {
    body = <ActiveSubscription subscription={active} actions={actions} date={date} />;
  } else if (userType === 'premium') {
    // Premium without a subscription of their own: a gift, which has nothing to cancel or buy.
    const until = date(giftedUntil);
    body = <p>{until ? _('subscriptionBox.giftUntil', { date: until }) : _('subscriptionBox.gift')}</p>;
  } else {
    // Only a subscription that was once paid "ended" (a checkout that expired unpaid is not one).
    const ended = subscription && (subscription.state === 'cancelled' || subscription.state === 'expired') && subscription.activatedAt ? date(subscription.cancelledAt ?? subscription.currentPeriodEnd) : null;
    offering = true;
    body = (
      <>
        {subscription?.state === 'pending' && <p>{_('subscriptionBox.pending')}</p>}
        {ended && <p>{_('subscriptionBox.ended', { date: ended })}</p>}
        <PremiumOffer busy={busy !== null} subscribing={busy === 'subscribing'} subscribe={(amount) => void actions.subscribe(amount)} />
      </>
    );
  }

  return (
    <section className="profile-section subscription-box" aria-labelledby="subscription-title" aria-busy={busy !== null || undefined}>
      <h2 id="subscription-title">{_('subscriptionBox.title')}</h2>
      {!offering && <p className="muted">{_('subscriptionBox.gives')}</p>}
      {withdrawn && (
        <p className="alert alert--success" role="status">
          {_(withdrawn.gift ? 'subscriptionBox.giftWithdrawn' : 'subscriptionBox.withdrawn', { amount: formatAmount(withdrawn.refundedCents, withdrawn.currency, i18n.locale) })}
        </p>
      )}
      {body}
      <GiftWithdrawals userId={userId} actions={actions} date={date} />
      <CheckoutError messageId={error?.key ?? null} attempt={error?.attempt} />
      <p>
        <Link to="/sendGift">{_('subscriptionBox.giveIt')}</Link>
      </p>
    </section>
  );
}
