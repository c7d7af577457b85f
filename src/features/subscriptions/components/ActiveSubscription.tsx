import { useLingui } from '@lingui/react';
import { stillWithdrawable, type Subscription } from '../api';
import { amountPaid } from '../prices';
import { ConfirmStep } from './ConfirmStep';
import type { useSubscriptionActions } from '../use-subscription-actions';

type Props = {
  subscription: Subscription;
  actions: ReturnType<typeof useSubscriptionActions>;
  date: (iso: string | null | undefined) => string | null;
};

/**
 * A live subscription (active, or its renewal past due): since when, until when it is paid and
 * whether it renews; cancelling it for the paid period's end, withdrawing within the 14 days (with
 * what is refunded said first), and the provider's page for the payment method.
 */
export function ActiveSubscription({ subscription, actions, date }: Props) {
  const { _, i18n } = useLingui();
  const { busy, confirming, setConfirming } = actions;
  const since = date(subscription.activatedAt ?? subscription.createdAt);
  const paidUntil = date(subscription.currentPeriodEnd);
  const endsAtPeriodEnd = subscription.cancelAtPeriodEnd && paidUntil;
  const withdrawableUntil = stillWithdrawable(subscription) ? date(subscription.withdrawableUntil) : null;
  const paid = amountPaid(subscription, i18n.locale);
  const disabled = busy !== null;

  return (
    <>
      <p>
        {_('subscriptionBox.active')} {since && _('subscriptionBox.since', { date: since })}
      </p>
      {subscription.state === 'past_due' ? (
        <p className="alert alert--error">{_('subscriptionBox.pastDue')}</p>
      ) : endsAtPeriodEnd ? (
        <p>{_('subscriptionBox.endsOn', { date: paidUntil })}</p>
      ) : (
        paidUntil && <p className="muted">{_('subscriptionBox.renews', { date: paidUntil })}</p>
      )}
      <p className="muted">{_('checkout.receipts')}</p>
      {confirming === 'cancel' ? (
        <ConfirmStep
          id="subscription-confirm"
          question={
            // A renewal past due has no paid period left: the server ends it now.
            subscription.state === 'past_due'
              ? _('subscriptionBox.confirmCancelNow')
              : paidUntil
                ? _('subscriptionBox.confirmCancel', { date: paidUntil })
                : _('subscriptionBox.confirmCancelPeriodEnd')
          }
          confirmLabel={busy === 'cancelling' ? _('subscriptionBox.cancelling') : _('subscriptionBox.confirmCancelYes')}
          keepLabel={_('subscriptionBox.keep')}
          disabled={disabled}
          onConfirm={() => void actions.cancel()}
          onKeep={() => setConfirming(null)}
        />
      ) : confirming === 'withdraw' ? (
        <ConfirmStep
          id="subscription-withdraw-confirm"
          question={paid ? _('subscriptionBox.confirmWithdraw', { amount: paid }) : _('subscriptionBox.confirmWithdrawNoAmount')}
          confirmLabel={busy === 'withdrawing' ? _('subscriptionBox.withdrawing') : _('subscriptionBox.confirmWithdrawYes')}
          keepLabel={_('subscriptionBox.keep')}
          disabled={disabled}
          onConfirm={() => void actions.withdraw()}
          onKeep={() => setConfirming(null)}
        />
      ) : (
        <>
          {withdrawableUntil && <p id="subscription-withdrawable">{_('subscriptionBox.withdrawUntil', { date: withdrawableUntil })}</p>}
          <div className="actions">
            {!endsAtPeriodEnd && (
              <button type="button" className="button" disabled={disabled} onClick={() => setConfirming('cancel')}>
                {_('subscriptionBox.cancel')}
              </button>
            )}
            {withdrawableUntil && (
              <button type="button" className="button" disabled={disabled} aria-describedby="subscription-withdrawable" onClick={() => setConfirming('withdraw')}>
                {_('subscriptionBox.withdraw')}
              </button>
            )}
            <button type="button" className="button" disabled={disabled} onClick={() => void actions.portal()}>
              {busy === 'portal' ? _('subscriptionBox.openingPortal') : _('subscriptionBox.managePayment')}
            </button>
          </div>
        </>
      )}
    </>
  );
}
