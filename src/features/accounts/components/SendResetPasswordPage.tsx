import { useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { TextField } from '../../../components/ui/TextField';
import { validateAll } from '../../../lib/form-validation';
import { getSession } from '../../../lib/session';
import { SendResetPasswordSchema, type SendResetPasswordForm } from '../schemas';
import { passwordFailureKey, requestPasswordReset } from '../api';
import { FormError } from '../../../components/ui/FormError';
import { MailSent } from './MailSent';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { AntiRobotCheck, type AntiRobotCheckHandle } from './AntiRobotCheck';

/** Asks for the account's e-mail and has a reset link mailed to it (spec §2 /sendResetPassword). */
export function SendResetPasswordPage() {
  useSignals();
  const { _ } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const antiRobot = useRef<AntiRobotCheckHandle>(null);
  const [form, { Form, Field }] = useForm<SendResetPasswordForm>({
    // A member who comes from their profile (spec: linked from the edit page) need not type it.
    initialValues: { email: getSession()?.login ?? '' },
    validate: validateAll(SendResetPasswordSchema),
    revalidateOn: 'change',
  });

  async function submit(values: SendResetPasswordForm) {
    setErrorKey(null);
    const { email } = v.parse(SendResetPasswordSchema, values);
    const altcha = (await antiRobot.current?.payload()) ?? null;
    if (!altcha) {
      setErrorKey('antiRobot.errors.failed');
      return;
    }
    try {
      await requestPasswordReset(email, altcha);
      setSentTo(email);
    } catch (error) {
      antiRobot.current?.reset();
      setErrorKey(await passwordFailureKey(error));
    }
  }

  if (sentTo) return <ResetMailSent email={sentTo} />;

  return (
    <section className="page page--narrow auth">
      <h1>{_('pages.sendResetPassword.title')}</h1>
      <p className="muted">{_('sendResetPassword.description')}</p>
      <Form onSubmit={submit} className="form" noValidate>
        <Field name="email">
          {(field, props) => (
            <TextField {...props} type="email" inputMode="email" autoComplete="email" label={_('sendResetPassword.email')} field={field} />
          )}
        </Field>
        <AntiRobotCheck ref={antiRobot} />
        <FormError messageId={errorKey} />
        <SubmitButton submitting={form.submitting.value} label={_('sendResetPassword.submit')} busyLabel={_('sendResetPassword.submitting')} />
      </Form>
      <p className="auth__links">
        <Link to="/login">{_('sendResetPassword.backToLogin')}</Link>
      </p>
    </section>
  );
}

/** The server answers the same for every address, so the note says "if there is an account". */
function ResetMailSent({ email }: { email: string }) {
  const { _ } = useLingui();
  return <MailSent titleId="sendResetPassword.sentTitle" text={_('sendResetPassword.sent', { email })} linkLabelId="sendResetPassword.backToLogin" />;
}
