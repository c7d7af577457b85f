import { useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { setError, useForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { TextField } from '../../../components/ui/TextField';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { validateAll } from '../../../lib/form-validation';
import { analytics, type UtmParameters } from '../../../lib/analytics';
import { RegistrationSchema, type RegistrationForm } from '../schemas';
import { register, registrationFailure } from '../api';
import { FormError } from '../../../components/ui/FormError';
import { MailSent } from './MailSent';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { AntiRobotCheck, type AntiRobotCheckHandle } from './AntiRobotCheck';

/** Spec §4: the tracking event of a completed signup. */
export const SIGNUP_EVENT = 'user signup completed';

type Props = {
  /** `?token=`: a paid gift's token, sent as `giftToken`. */
  giftToken?: string;
  /** `?email=`: prefills the e-mail and locks it (a gift is for that address). */
  email?: string;
  utm: UtmParameters;
};

/** A locked e-mail must be one the form accepts, or the member could never send the form. */
const lockable = (email: string | undefined) => (email && v.is(RegistrationSchema.entries.email, email) ? email.trim() : undefined);

export function RegistrationPage({ giftToken, email, utm }: Props) {
  useSignals();
  const { _ } = useLingui();
  const lockedEmail = lockable(email);
  const [registered, setRegistered] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const antiRobot = useRef<AntiRobotCheckHandle>(null);
  const [form, { Form, Field }] = useForm<RegistrationForm>({
    initialValues: { firstName: '', lastName: '', email: lockedEmail ?? email ?? '', referenceCode: '' },
    validate: validateAll(RegistrationSchema),
    revalidateOn: 'change',
  });

  async function submit(values: RegistrationForm) {
    setErrorKey(null);
    const parsed = v.parse(RegistrationSchema, values);
    const altcha = (await antiRobot.current?.payload()) ?? null;
    if (!altcha) {
      setErrorKey('antiRobot.errors.failed');
      return;
    }
    try {
      const { email: registeredEmail } = await register({ ...parsed, email: lockedEmail ?? parsed.email }, giftToken ?? null, altcha);
      analytics.track(SIGNUP_EVENT, { plan: 'Free', ...utm });
      setRegistered(registeredEmail);
    } catch (error) {
      // The check's solution is spent: the next try solves a new one.
      antiRobot.current?.reset();
      const failure = await registrationFailure(error);
      if (failure.field) setError(form, failure.field, failure.key, { shouldFocus: true });
      else setErrorKey(failure.key);
    }
  }

  if (registered) return <RegistrationSent email={registered} />;

  return (
    <section className="page page--narrow auth">
      <h1>{_('pages.registration.title')}</h1>
      <p className="muted">{_('registration.description')}</p>
      {giftToken && <p className="alert alert--info">{_('registration.giftNotice')}</p>}
      <Form onSubmit={submit} className="form" noValidate>
        <Field name="firstName">
          {(field, props) => <TextField {...props} autoComplete="given-name" label={_('registration.firstName')} field={field} />}
        </Field>
        <Field name="lastName">
          {(field, props) => <TextField {...props} autoComplete="family-name" label={_('registration.lastName')} field={field} />}
        </Field>
        <Field name="email">
          {(field, props) => (
            <TextField
              {...props}
              type="email"
              inputMode="email"
              autoComplete="email"
              label={_('registration.email')}
              readOnly={lockedEmail !== undefined}
              field={field}
            />
          )}
        </Field>
        {lockedEmail && <p className="muted field__hint">{_('registration.emailLocked')}</p>}
        <Field name="referenceCode">
          {(field, props) => (
            <TextField
              {...props}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              label={_('registration.referenceCode')}
              field={field}
            />
          )}
        </Field>
        <p className="muted">
          <Link to="/legal">{_('registration.readLegal')}</Link>
        </p>
        <Field name="privacyPolicy" type="boolean">
          {(field, props) => <CheckboxField {...props} label={_('registration.privacyPolicy')} field={field} />}
        </Field>
        <Field name="termsAgreement" type="boolean">
          {(field, props) => <CheckboxField {...props} label={_('registration.termsAgreement')} field={field} />}
        </Field>
        <Field name="ageDeclaration" type="boolean">
          {(field, props) => <CheckboxField {...props} label={_('registration.ageDeclaration')} field={field} />}
        </Field>
        <AntiRobotCheck ref={antiRobot} />
        <FormError messageId={errorKey} />
        <SubmitButton submitting={form.submitting.value} label={_('registration.submit')} busyLabel={_('registration.submitting')} />
      </Form>
      <p className="auth__links">
        <span>
          {_('registration.haveAccount')} <Link to="/login">{_('registration.logIn')}</Link>
        </span>
      </p>
    </section>
  );
}

/** Spec §2 and docs/decisions/accounts/registration.md: the success view names the e-mail and says a set-password link was sent. */
function RegistrationSent({ email }: { email: string }) {
  const { _ } = useLingui();
  return <MailSent titleId="registration.success.title" text={_('registration.success.text', { email })} linkLabelId="registration.success.login" />;
}
