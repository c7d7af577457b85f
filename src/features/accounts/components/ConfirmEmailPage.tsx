import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { FormError } from '../../../components/ui/FormError';
import { getSession } from '../../../lib/session';
import { confirmEmailChange, emailChangeFailureKey } from '../api';

type Outcome = { kind: 'confirmed'; email: string } | { kind: 'failed'; key: string } | null;

/**
 * /confirmEmail?code=… (issue 12): the link mailed to a new address. The member presses a button to
 * confirm (a mail scanner opening the link confirms nothing); the code is single-use.
 */
export function ConfirmEmailPage({ code }: { code?: string }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(code ? null : { kind: 'failed', key: 'confirmEmail.errors.invalidCode' });
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (outcome?.kind === 'confirmed') heading.current?.focus();
  }, [outcome]);

  async function confirm() {
    if (!code || sending) return;
    setSending(true);
    setOutcome(null);
    try {
      const { email } = await confirmEmailChange(code);
      void queryClient.invalidateQueries({ queryKey: ['member'] });
      setOutcome({ kind: 'confirmed', email });
    } catch (error) {
      setOutcome({ kind: 'failed', key: await emailChangeFailureKey(error) });
    } finally {
      setSending(false);
    }
  }

  if (outcome?.kind === 'confirmed') {
    return (
      <section className="page page--narrow auth">
        <h1 ref={heading} tabIndex={-1}>
          {_('confirmEmail.doneTitle')}
        </h1>
        <p>{_('confirmEmail.done', { email: outcome.email })}</p>
        <Link to={getSession() ? '/profile' : '/login'} className="button button--primary">
          {getSession() ? _('confirmEmail.toProfile') : _('confirmEmail.toLogin')}
        </Link>
      </section>
    );
  }

  return (
    <section className="page page--narrow auth">
      <h1>{_('pages.confirmEmail.title')}</h1>
      {code && <p className="muted">{_('confirmEmail.description')}</p>}
      <FormError messageId={outcome?.kind === 'failed' ? outcome.key : null} />
      {code && (
        <div className="actions">
          <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={sending}>
            {sending ? _('confirmEmail.confirming') : _('confirmEmail.confirm')}
          </button>
        </div>
      )}
      <p className="auth__links">
        <Link to="/login">{_('sendResetPassword.backToLogin')}</Link>
      </p>
    </section>
  );
}
