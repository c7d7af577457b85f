import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useOnline } from '../../../lib/use-online';
import { FormError } from '../../../components/ui/FormError';
import { toast } from '../../../components/ui/toast';
import { forgetDeletedMember } from '../../auth/page';
import { deleteAccount, MemberDataError } from '../api';

/**
 * "Eliminar mi cuenta" (issue 33): the consequences said first, the password asked again, then the
 * server deletes the account; this device forgets the member and goes to the login page. Offline,
 * it waits with words.
 */
export function DeleteAccount({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const inFlight = useRef(false);
  const ids = { consequences: useId(), password: useId(), offline: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current || !online) return;
    if (!password) {
      setErrorKey('deleteAccount.errors.mandatoryPassword');
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setErrorKey(null);
    try {
      await deleteAccount(password);
      await forgetDeletedMember(userId);
      toast.success(_('deleteAccount.done'), { toastId: 'account-deleted' });
      void navigate({ to: '/login', replace: true });
    } catch (error) {
      setErrorKey(error instanceof MemberDataError ? error.messageId : 'deleteAccount.errors.generic');
      inFlight.current = false;
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        {_('deleteAccount.open')}
      </button>
    );
  }
  return (
    <form className="delete-account" onSubmit={(event) => void submit(event)} aria-describedby={ids.consequences} noValidate>
      <h3>{_('deleteAccount.title')}</h3>
      <div id={ids.consequences}>
        <p>{_('deleteAccount.consequences')}</p>
        <p>{_('deleteAccount.kept')}</p>
      </div>
      <label htmlFor={ids.password}>{_('deleteAccount.password')}</label>
      <input
        id={ids.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={busy}
        aria-invalid={errorKey === 'deleteAccount.errors.wrongPassword' || errorKey === 'deleteAccount.errors.mandatoryPassword' || undefined}
      />
      {!online && (
        <p id={ids.offline} className="muted">
          {_('deleteAccount.offline')}
        </p>
      )}
      <FormError messageId={errorKey} />
      <div className="actions">
        <button type="submit" className="button button--danger" disabled={busy || !online} aria-describedby={online ? undefined : ids.offline}>
          {busy ? _('deleteAccount.deleting') : _('deleteAccount.confirm')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => (setOpen(false), setPassword(''), setErrorKey(null))}>
          {_('deleteAccount.keep')}
        </button>
      </div>
    </form>
  );
}
