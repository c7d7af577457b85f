import { useLingui } from '@lingui/react';
import type { FailedEntry, OutboxEntry } from '../outbox/db';

type Props = { waiting: OutboxEntry[]; failed: FailedEntry[]; onDismiss: (id: string) => void };

const label = (entry: OutboxEntry) => String(entry.meta?.name ?? entry.meta?.title ?? '');

/** The member's outbox: what waits to be sent and what the server refused, with the reason. */
export function OutboxPanel({ waiting, failed, onDismiss }: Props) {
  const { _, i18n } = useLingui();
  const describe = (entry: OutboxEntry) => _(`outbox.kind.${entry.kind}`, { name: label(entry) });
  const reason = (entry: FailedEntry) => {
    const text = entry.code ? _(entry.code) : '';
    return text && text !== entry.code ? text : _('outbox.errors.rejected');
  };
  const when = (time: number) => i18n.date(new Date(time), { dateStyle: 'short', timeStyle: 'short' });

  return (
    <div className="outbox-panel">
      {waiting.length > 0 && (
        <>
          <h2>{_('outbox.waitingTitle')}</h2>
          <ul>
            {waiting.map((entry) => (
              <li key={entry.id}>
                <span>{describe(entry)}</span> <span className="muted">{when(entry.createdAt)}</span>
                {entry.attempts > 0 && <span className="muted"> · {_(entry.lastError === 'offline' ? 'outbox.status.offline' : 'outbox.status.retrying')}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {failed.length > 0 && (
        <>
          <h2>{_('outbox.failedTitle')}</h2>
          <ul>
            {failed.map((entry) => (
              <li key={entry.id}>
                <span>{describe(entry)}</span>: <span>{reason(entry)}</span>{' '}
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
