import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { withdrawableGiftsQueryOptions } from '../api';
import { amountPaid } from '../prices';
import { ConfirmStep } from './ConfirmStep';
import type { useSubscriptionActions } from '../use-subscription-actions';

type Props = {
  userId: number;
  actions: ReturnType<typeof useSubscriptionActions>;
  date: (iso: string | null | undefined) => string | null;
};

/**
 * The gifts the member bought and may still withdraw from (within 14 days of the payment, while the
 * gift has not been applied to anyone's account: docs/decisions/money/withdrawal.md), each with its
 * withdrawal, which refunds everything and stops the gift's link. Nothing when there is none.
 */
export function GiftWithdrawals({ userId, actions, date }: Props) {
  const { _, i18n } = useLingui();
  const { data: gifts } = useQuery(withdrawableGiftsQueryOptions(userId));
  const { busy, confirming, setConfirming } = actions;
  if (!gifts?.length) return null;

  return (
    <div className="subscription-box__gifts">
      <h3>{_('subscriptionBox.giftsBought')}</h3>
      <ul>
        {gifts.map((gift) => {
          const paid = amountPaid(gift, i18n.locale);
          const values = { amount: paid ?? '', paidOn: date(gift.activatedAt) ?? '', until: date(gift.withdrawableUntil) ?? '' };
          const describedBy = `gift-withdraw-${gift.documentId}`;
          return (
            <li key={gift.documentId}>
              <p id={describedBy}>{_(paid ? 'subscriptionBox.giftWithdrawable' : 'subscriptionBox.giftWithdrawableNoAmount', values)}</p>
              {confirming === `gift:${gift.documentId}` ? (
                <ConfirmStep
                  id={`${describedBy}-confirm`}
                  question={_('subscriptionBox.confirmGiftWithdraw')}
                  confirmLabel={busy === 'withdrawing' ? _('subscriptionBox.withdrawing') : _('subscriptionBox.confirmWithdrawYes')}
                  keepLabel={_('subscriptionBox.keepGift')}
                  disabled={busy !== null}
                  onConfirm={() => void actions.withdraw(gift.documentId)}
                  onKeep={() => setConfirming(null)}
                />
              ) : (
                <button type="button" className="button" aria-describedby={describedBy} disabled={busy !== null} onClick={() => setConfirming(`gift:${gift.documentId}`)}>
                  {_('subscriptionBox.withdrawGift')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
