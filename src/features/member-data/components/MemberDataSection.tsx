import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useOnline } from '../../../lib/use-online';
import { FormError } from '../../../components/ui/FormError';
import { fetchMemberData, MemberDataError, saveFile } from '../api';
import { DeleteAccount } from './DeleteAccount';

/**
 * The profile's "Tus datos" (issue 33): the member downloads everything Chispa keeps about them as
 * one JSON file, or deletes their account. Offline, the buttons say why they wait instead of failing.
 */
export function MemberDataSection({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const inFlight = useRef(false);

  async function download() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setErrorKey(null);
    setDone(false);
    try {
      saveFile(await fetchMemberData());
      setDone(true);
    } catch (error) {
      setErrorKey(error instanceof MemberDataError ? error.messageId : 'memberData.errors.generic');
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <section className="profile-section member-data" aria-labelledby="member-data-title" aria-busy={busy || undefined}>
      <h2 id="member-data-title">{_('memberData.title')}</h2>
      <p className="muted">{_('memberData.intro')}</p>
      <button type="button" className="button" disabled={busy || !online} onClick={() => void download()} aria-describedby={online ? undefined : 'member-data-offline'}>
        {busy ? _('memberData.downloading') : _('memberData.download')}
      </button>
      {!online && (
        <p id="member-data-offline" className="muted">
          {_('memberData.offline')}
        </p>
      )}
      {done && <p role="status">{_('memberData.done')}</p>}
      <FormError messageId={errorKey} />
      <DeleteAccount userId={userId} />
    </section>
  );
}
