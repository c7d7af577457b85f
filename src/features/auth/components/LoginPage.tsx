import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useForm } from '@modular-forms/react';
import { validateAll } from '../../../lib/form-validation';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { TextField } from '../../../components/ui/TextField';
import { LoginSchema, type LoginForm } from '../schemas';
import { logIn } from '../api';
import { loginErrorKey } from '../login-error';
import { takeFirstLogin } from '../first-login';
import { toast } from '../../../components/ui/toast';
import { FormError } from '../../../components/ui/FormError';
import { SubmitButton } from '../../../components/ui/SubmitButton';

/** `returnTo`: a same-site path (checked by the route) to go back to once signed in, instead of the home page. */
export function LoginPage({ returnTo }: { returnTo?: string }) {
  useSignals();
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [form, { Form, Field }] = useForm<LoginForm>({
    validate: validateAll(LoginSchema),
    revalidateOn: 'change',
  });

  async function submit(values: LoginForm) {
    setErrorKey(null);
    try {
      const session = await logIn(v.parse(LoginSchema, values));
      if (returnTo) {
        // Back where the guest was asked to sign in (a project page, a reward), welcomed there.
        toast.success(_(takeFirstLogin(session.login) ? 'login.firstWelcomeToast' : 'home.welcomeToast'), { toastId: 'welcome' });
        await navigate({ href: returnTo, replace: true });
      } else if (takeFirstLogin(session.login)) {
        // Just registered: a welcome, not the home page's "welcome back" (?welcome=true).
        toast.success(_('login.firstWelcomeToast'), { toastId: 'welcome' });
        await navigate({ to: '/', replace: true });
      } else {
        await navigate({ to: '/', search: { welcome: true }, replace: true });
      }
    } catch (error) {
      setErrorKey(loginErrorKey(error));
    }
  }

  return (
    <section className="page page--narrow auth">
      <h1>{_('login.title')}</h1>
      <p className="muted">{_('login.description')}</p>
      <Form onSubmit={submit} className="form" noValidate>
        <Field name="identifier">
          {(field, props) => (
            <TextField
              {...props}
              type="email"
              autoComplete="username"
              inputMode="email"
              label={_('login.identifier')}
              placeholder={_('login.identifierPlaceholder')}
              field={field}
            />
          )}
        </Field>
        <Field name="password">
          {(field, props) => (
            <TextField
              {...props}
              type="password"
              autoComplete="current-password"
              label={_('login.password')}
              field={field}
            />
          )}
        </Field>
        <FormError messageId={errorKey} />
        <SubmitButton submitting={form.submitting.value} label={_('login.submit')} busyLabel={_('login.submitting')} />
      </Form>
      <p className="auth__links">
        <Link to="/sendResetPassword">{_('login.forgotPassword')}</Link>
        <span>
          {_('login.noAccount')} <Link to="/registration">{_('login.signUp')}</Link>
        </span>
      </p>
    </section>
  );
}
