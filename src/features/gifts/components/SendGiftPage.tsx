import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { TextField } from '../../../components/ui/TextField';
import { validateAll } from '../../../lib/form-validation';
import { getSession } from '../../../lib/session';
import { PRICE_CHANGED, subscriptionErrorKey, useCheckoutPrice } from '../../subscriptions';
import { CheckoutTerms, PayHint, payableAmount } from '../../subscriptions/components/CheckoutTerms';
import { CheckoutError } from '../../subscriptions/components/CheckoutError';
import { GIFT_PRICE_ID, GIFT_TYPE, startGiftCheckout } from '../api';
import { goToCheckout } from '../checkout-redirect';
import { giftSchema, type GiftForm } from '../schema';

/**
 * Spec §5 "Send gift": the recipient's address twice, the gift's price and terms read from the server
 * and the consent to immediate performance (issue 53), then the payment page of a `la_que_toca` gift.
 */
export function SendGiftPage() {
  useSignals();
  const { _ } = useLingui();
  const [schema] = useState(() => giftSchema(getSession()?.login));
  const [error, setError] = useState<{ key: string; attempt: number } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const offer = useCheckoutPrice(GIFT_PRICE_ID, GIFT_TYPE);
  const [consent, setConsent] = useState(false);
  const amount = payableAmount(offer, consent);
  const hintId = useId();
  // One checkout per press: a second submit while the first is under way (or the page is leaving) is ignored.
  const busy = useRef(false);
  const [form, { Form, Field }] = useForm<GiftForm>({ validate: validateAll(schema), revalidateOn: 'change' });

  // Back from the payment page, a browser may restore this page as it was left: make it usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  async function submit(values: GiftForm) {
    // Enter in a field submits even while the button is disabled: no price shown or no consent, no checkout.
    if (busy.current || amount === null) return;
    busy.current = true;
    setError(null);
    try {
      const { email } = v.parse(schema, values);
      const url = await startGiftCheckout(email, amount);
      setLeaving(true);
      goToCheckout(url);
    } catch (failure) {
      busy.current = false;
      const key = await subscriptionErrorKey(failure);
      setError((last) => ({ key, attempt: (last?.attempt ?? 0) + 1 }));
      // The addresses and the consent stay; only the price is read again, and shown before a new try.
      if (key === PRICE_CHANGED) offer.refresh();
    }
  }

  const waiting = form.submitting.value || leaving;
  return (
    <section className="page page--narrow gift">
      <h1>{_('pages.sendGift.title')}</h1>
      <p>{_('sendGift.intro')}</p>
      <p className="muted">
        {_('sendGift.paymentNote')}{' '}
        <Link to="/legal" hash="terms">
          {_('sendGift.terms')}
        </Link>
      </p>
      <Form onSubmit={submit} className="form" noValidate>
        <Field name="email">
          {(field, props) => (
            <TextField {...props} type="email" inputMode="email" autoComplete="off" label={_('sendGift.email')} field={field} />
          )}
        </Field>
        <Field name="emailConfirmation">
          {(field, props) => (
            <TextField {...props} type="email" inputMode="email" autoComplete="off" label={_('sendGift.emailConfirmation')} field={field} />
          )}
        </Field>
        <CheckoutTerms kind="gift" offer={offer} consent={consent} onConsentChange={setConsent} />
        <CheckoutError messageId={error?.key ?? null} attempt={error?.attempt} />
        <button
          type="submit"
          className="button button--primary"
          disabled={waiting || amount === null}
          aria-busy={waiting || undefined}
          aria-describedby={amount === null ? hintId : undefined}
        >
          {waiting ? _('sendGift.submitting') : _('sendGift.submit')}
        </button>
        <PayHint id={hintId} offer={offer} consent={consent} />
      </Form>
    </section>
  );
}
