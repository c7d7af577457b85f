import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { toast } from '../../../components/ui/toast';
import { markFirstLogin } from '../../auth/page';
import * as v from 'valibot';
import { TextField } from '../../../components/ui/TextField';
import { validateAll } from '../../../lib/form-validation';
import { endSession, getSession } from '../../../lib/session';
import { ResetPasswordSchema, type ResetPasswordForm } from '../schemas';
import { passwordFailureKey, resetErrorParamKey, resetPassword } from '../api';
import { SubmitButton } from '../../../components/ui/SubmitButton';

type Props = {
  /** `?code=`: the mailed code (a reset, or the first password after registering). */
  code?: string;
  /** `?error=`: shown translated, never as it is. */
  error?: string;
  /** The link mailed at registration: the next login is the member's first. */
  firstPassword?: boolean;
};

/**
 * Spec §2 /reset: with a code, the new-password form; without, the wrong-token message. Setting the
 * first password also completes a registration (docs/decisions/accounts/registration.md): the same page serves both links.
 */
export function ResetPasswordPage({ code, error, firstPassword = false }: Props) {
  useSignals();
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const [queryErrorDismissed, setQueryErrorDismissed] = useState(false);
  const [form, { Form, Field }] = useForm<ResetPasswordForm>({
    validate: validateAll(ResetPasswordSchema),
    revalidateOn: 'change',
  });
  const queryErrorKey = queryErrorDismissed ? null : resetErrorParamKey(error);
  const errorKey = failureKey ?? queryErrorKey;

  async function submit(values: ResetPasswordForm) {
    if (!code) return;
    setFailureKey(null);
    setQueryErrorDismissed(true);
    const { password, passwordConfirmation } = v.parse(ResetPasswordSchema, values);
    try {
      const { email } = await resetPassword({ code, password, passwordConfirmation });
      // The server ends the account's sessions; a member who was signed in here as that account
      // signs in again with the new password (and /login would otherwise send them home).
      const session = getSession();
      if (session && email && session.login.toLowerCase() === email.toLowerCase()) endSession();
      if (firstPassword && email) markFirstLogin(email);
      toast.success(_('resetPassword.success'), { toastId: 'password-reset' });
      await navigate({ to: '/login', replace: true });
    } catch (failure) {
      setFailureKey(await passwordFailureKey(failure));
    }
  }

  const errorBox = errorKey && (
    <p className="alert alert--error" role="alert">
      {_(errorKey)}
    </p>
  );

  if (!code) {
    return (
      <section className="page page--narrow auth">
        <h1>{_('pages.reset.title')}</h1>
        {errorKey !== 'resetPassword.wrongTokenMessage' && errorBox}
        <p className="alert alert--error" role="alert">
          {_('resetPassword.wrongTokenMessage')}
        </p>
        <p className="auth__links">
          <Link to="/sendResetPassword">{_('resetPassword.requestNewLink')}</Link>
          <Link to="/login">{_('sendResetPassword.backToLogin')}</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="page page--narrow auth">
      <h1>{_('pages.reset.title')}</h1>
      <p className="muted">{_('resetPassword.description')}</p>
      <Form onSubmit={submit} className="form" noValidate>
        <Field name="password">
          {(field, props) => <TextField {...props} type="password" autoComplete="new-password" label={_('resetPassword.password')} field={field} />}
        </Field>
        <Field name="passwordConfirmation">
          {(field, props) => (
            <TextField {...props} type="password" autoComplete="new-password" label={_('resetPassword.passwordConfirmation')} field={field} />
          )}
        </Field>
        {errorBox}
        <SubmitButton submitting={form.submitting.value} label={_('resetPassword.submit')} busyLabel={_('resetPassword.submitting')} />
      </Form>
      <p className="auth__links">
        {(errorKey === 'resetPassword.errors.resetPasswordFailed' || errorKey === 'resetPassword.errors.expiredCode') && <Link to="/sendResetPassword">{_('resetPassword.requestNewLink')}</Link>}
        <Link to="/login">{_('sendResetPassword.backToLogin')}</Link>
      </p>
    </section>
  );
}
