import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { PREMIUM_PRICE_ID } from '../api';
import { useCheckoutPrice } from '../use-checkout-price';
import { CheckoutTerms, PayHint, payableAmount } from './CheckoutTerms';

type Props = { busy: boolean; subscribing: boolean; subscribe: (expectedAmountCents: number) => void };

/** Premium offered to a member without it: the price and terms first, then the consent, then the checkout. */
export function PremiumOffer({ busy, subscribing, subscribe }: Props) {
  const { _ } = useLingui();
  const hintId = useId();
  const offer = useCheckoutPrice(PREMIUM_PRICE_ID, 'recurring');
  const [consent, setConsent] = useState(false);
  const amount = payableAmount(offer, consent);
  return (
    <>
      <p className="muted">{_('subscriptionBox.pitch')}</p>
      <CheckoutTerms kind="subscription" offer={offer} consent={consent} onConsentChange={setConsent} />
      <button
        type="button"
        className="button button--primary"
        disabled={busy || amount === null}
        aria-describedby={amount === null ? hintId : undefined}
        onClick={() => amount !== null && subscribe(amount)}
      >
        {subscribing ? _('subscriptionBox.subscribing') : _('subscriptionBox.subscribe')}
      </button>
      <PayHint id={hintId} offer={offer} consent={consent} />
    </>
  );
}
