import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useOnline } from './use-online';
import { usePendingEntries } from './use-pending-entries';
import { useFailedEntries } from './use-failed-entries';
import { OutboxPanel } from './OutboxPanel';

const BACK_ONLINE_MS = 4000;

/** Offline, back online, and the member's waiting or refused actions, with a look inside the outbox. */
export function ConnectivityBanner({ userId }: { userId: number | undefined }) {
  const { _ } = useLingui();
  const online = useOnline();
  const waiting = usePendingEntries(userId);
  const { failed, dismiss } = useFailedEntries(userId);
  const [backOnline, setBackOnline] = useState(false);
  const wasOnline = useRef(online);

  useEffect(() => {
    if (online && !wasOnline.current) {
      setBackOnline(true);
      const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
      wasOnline.current = online;
      return () => clearTimeout(timer);
    }
    wasOnline.current = online;
  }, [online]);

  const lines = [
    !online && _('connectivity.offline'),
    online && backOnline && _('connectivity.backOnline'),
    waiting.length > 0 && _('connectivity.waiting', { count: waiting.length }),
    failed.length > 0 && _('connectivity.failed', { count: failed.length }),
  ].filter(Boolean);

  return (
    <div className={`connectivity${online ? '' : ' connectivity--offline'}`} role="status" aria-live="polite">
      {lines.length > 0 && (
        <div className="connectivity__bar">
          <p>{lines.join(' · ')}</p>
          {(waiting.length > 0 || failed.length > 0) && (
            <details className="connectivity__details">
              <summary>{_('connectivity.show')}</summary>
              <OutboxPanel waiting={waiting} failed={failed} onDismiss={dismiss} />
            </details>
          )}
        </div>
      )}
    </div>
  );
}
