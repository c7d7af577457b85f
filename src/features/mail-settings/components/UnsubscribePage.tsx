import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { FormError } from '../../../components/ui/FormError';
import { usePageMeta } from '../../../lib/page-meta';
import { mailErrorKey, unsubscribeFromMail } from '../api';
import { unsubscribeSearch } from '../search';

type Outcome = { kind: 'done' } | { kind: 'failed'; key: string } | null;

/**
 * /unsubscribe?token=… (issue 52): the unsubscribe link of a mail. Opening it changes nothing (a
 * mail scanner opens links too): the member presses the button, which stops every mail topic
 * without signing in, and is then pointed to their settings.
 */
export function UnsubscribePage() {
  const { _ } = useLingui();
  const { token } = unsubscribeSearch(useSearch({ strict: false }));
  usePageMeta({ title: _('unsubscribe.title') });
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { kind: 'failed', key: 'unsubscribe.errors.invalidLink' });
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (outcome?.kind === 'done') heading.current?.focus();
  }, [outcome]);

  async function confirm() {
    if (!token || sending) return;
    setSending(true);
    setOutcome(null);
    try {
      await unsubscribeFromMail(token);
      setOutcome({ kind: 'done' });
    } catch (error) {
      setOutcome({ kind: 'failed', key: await mailErrorKey(error) });
    } finally {
      setSending(false);
    }
  }

  if (outcome?.kind === 'done') {
    return (
      <section className="page page--narrow auth">
        <h1 ref={heading} tabIndex={-1}>
          {_('unsubscribe.doneTitle')}
        </h1>
        <p>{_('unsubscribe.done')}</p>
        <Link to="/profile" hash="mail-settings" className="button">
          {_('unsubscribe.toSettings')}
        </Link>
      </section>
    );
  }

  return (
    <section className="page page--narrow auth">
      <h1>{_('unsubscribe.title')}</h1>
      {token && <p className="muted">{_('unsubscribe.description')}</p>}
      <FormError messageId={outcome?.kind === 'failed' ? outcome.key : null} />
      {token && (
        <div className="actions">
          <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={sending}>
            {sending ? _('unsubscribe.sending') : _('unsubscribe.confirm')}
          </button>
        </div>
      )}
      <p className="auth__links">
        <Link to="/profile" hash="mail-settings">
          {_('unsubscribe.toSettings')}
        </Link>
      </p>
    </section>
  );
}
