import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { TextField } from '../../../components/ui/TextField';
import { validateAll } from '../../../lib/form-validation';
import { getSession } from '../../../lib/session';
import { subscriptionErrorKey } from '../../subscriptions';
import { startGiftCheckout } from '../api';
import { goToCheckout } from '../checkout-redirect';
import { giftSchema, type GiftForm } from '../schema';
import { FormError } from '../../../components/ui/FormError';

/** Spec §5 "Send gift": the recipient's address twice, then the payment page of a `la_que_toca` gift. */
export function SendGiftPage() {
  useSignals();
  const { _ } = useLingui();
  const [schema] = useState(() => giftSchema(getSession()?.login));
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
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
    if (busy.current) return;
    busy.current = true;
    setErrorKey(null);
    try {
      const { email } = v.parse(schema, values);
      const url = await startGiftCheckout(email);
      setLeaving(true);
      goToCheckout(url);
    } catch (error) {
      busy.current = false;
      setErrorKey(await subscriptionErrorKey(error));
    }
  }

  const waiting = form.submitting.value || leaving;
  return (
    <section className="page page--narrow gift">
      <h1>{_('pages.sendGift.title')}</h1>
      <p>{_('sendGift.intro')}</p>
      <p className="muted">
        {_('sendGift.paymentNote')}{' '}
        <Link to="/legal" hash="premium">
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
        <FormError messageId={errorKey} />
        <button type="submit" className="button button--primary" disabled={waiting} aria-busy={waiting || undefined}>
          {waiting ? _('sendGift.submitting') : _('sendGift.submit')}
        </button>
      </Form>
    </section>
  );
}
