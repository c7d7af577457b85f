import { useState } from 'react';
import { useLingui } from '@lingui/react';
import type { FailedEntry, OutboxEntry } from '../outbox/db';
import { entryLabel } from '../outbox/entry-schemas';
import { useRefusalText } from './use-refusal-text';
import { TIME_ZONE } from '../../lib/dates';
import { InstallEntry } from '../../features/install';
import { Link } from '@tanstack/react-router';
import { HELD_FOR_VERIFICATION, resendFailed } from '../outbox/resend';
import { announceChange } from './page-outbox';

export type OutboxPanelProps = {
  waiting: OutboxEntry[];
  failed: FailedEntry[];
  onDismiss: (id: string) => void;
  onSendNow: () => Promise<unknown>;
  /** Whether the service worker sends them with Chispa closed (Background Sync): page-outbox's `sendsWhileClosed`. */
  inBackground: boolean;
};

/** Past this, an action that still waits is worth a word: Safari may erase an uninstalled site's storage after 7 days unvisited. */
const OLD_ENTRY_MS = 24 * 60 * 60 * 1000;

/**
 * The member's outbox: what waits to be sent, when it will leave on this browser (and a way to send
 * it now), a word about Safari's storage rules when some has waited over a day, and what the server
 * refused, with the reason.
 */
export function OutboxPanel({ waiting, failed, onDismiss, onSendNow, inBackground }: OutboxPanelProps) {
  const { _, i18n } = useLingui();
  const refusalText = useRefusalText();
  const [sending, setSending] = useState(false);
  const describe = (entry: OutboxEntry) => {
    const label = entryLabel(entry);
    return _(label.id, label.values);
  };
  const when = (time: number) => i18n.date(new Date(time), { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE });
  const hasOld = waiting.some((entry) => Date.now() - entry.createdAt > OLD_ENTRY_MS);
  const sendNow = () => {
    setSending(true);
    void onSendNow().finally(() => setSending(false));
  };

  return (
    <div className="outbox-panel">
      {waiting.length > 0 && (
        <>
          <h2>{_('outbox.waitingTitle')}</h2>
          <p>{inBackground ? _('outbox.sentInBackground') : _('outbox.sentWhenOpen')}</p>
          {hasOld && (
            <div className="outbox-panel__old">
              <p>{_('outbox.oldEntries')}</p>
              <p>{_('outbox.oldEntriesSafari')}</p>
              <InstallEntry />
            </div>
          )}
          <ul>
            {waiting.map((entry) => (
              <li key={entry.id}>
                <span>{describe(entry)}</span> <span className="muted">{when(entry.createdAt)}</span>
                {entry.attempts > 0 && <span className="muted"> · {_(entry.lastError === 'server' ? 'outbox.status.retrying' : 'outbox.status.offline')}</span>}
              </li>
            ))}
          </ul>
          <button type="button" className="button outbox-panel__send" onClick={sendNow} disabled={sending} aria-busy={sending}>
            {_(sending ? 'outbox.sending' : 'outbox.sendNow')}
          </button>
        </>
      )}
      {failed.length > 0 && (
        <>
          <h2>{_('outbox.failedTitle')}</h2>
          <ul>
            {failed.map((entry) => (
              <li key={entry.id}>
                <span>{describe(entry)}</span>: <span>{refusalText(entry.code)}</span>{' '}
                {entry.code === HELD_FOR_VERIFICATION && (
                  // Kept, not lost: once the member has verified, it goes again with its first key.
                  <>
                    <Link to="/verify">{_('requirement.verify')}</Link>{' '}
                    <button type="button" className="link-button" onClick={() => void resendFailed(entry.userId, (one) => one.id === entry.id).then(() => (announceChange(), onSendNow()))}>
                      {_('outbox.resend')}
                    </button>{' '}
                  </>
                )}
                <button type="button" className="link-button" onClick={() => onDismiss(entry.id)}>
                  {_('outbox.dismiss')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
