import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { OutboxPanelProps } from './OutboxPanel';
import { useLingui } from '@lingui/react';
import { useReachable } from './use-reachability';
import { startConnectivityProbe } from './connectivity-probe';
import { usePendingEntries } from './use-pending-entries';
import { useFailedEntries } from './use-failed-entries';
import { useOutboxAvailable } from './use-outbox-available';
import { onOutboxChange, sendNow, sendsWhileClosed } from './page-outbox';

// Read only when the member has actions waiting or refused. Where it cannot be read (offline, with
// no worker to keep it), the line above still counts them and the outbox still sends them.
const OutboxPanel = lazy(() =>
  import('./OutboxPanel').then(
    (module) => ({ default: module.OutboxPanel }),
    (): { default: ComponentType<OutboxPanelProps> } => ({ default: () => null }),
  ),
);

const BACK_ONLINE_MS = 4000;

/**
 * Whether the server can be reached (from what the app's and the worker's requests found, not from
 * the browser's belief), the member's waiting or refused actions with a look inside the outbox and a
 * "send now", and a word when this browser cannot keep actions for later.
 */
export function ConnectivityBanner({ userId }: { userId: number | undefined }) {
  const { _ } = useLingui();
  const reachable = useReachable();
  const waiting = usePendingEntries(userId);
  const { failed, dismiss } = useFailedEntries(userId);
  const outboxAvailable = useOutboxAvailable();
  // With Background Sync the worker sends with Chispa closed; without it (Firefox, WebKit) only an open Chispa does.
  const inBackground = useSyncExternalStore(onOutboxChange, sendsWhileClosed, () => false);
  const [backOnline, setBackOnline] = useState(false);
  const wasReachable = useRef(reachable);

  useEffect(() => startConnectivityProbe(), []);

  useEffect(() => {
    if (reachable && !wasReachable.current) {
      setBackOnline(true);
      const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
      wasReachable.current = reachable;
      return () => clearTimeout(timer);
    }
    wasReachable.current = reachable;
  }, [reachable]);

  const lines = [
    !reachable &&
      (navigator.onLine
        ? inBackground ? _('connectivity.unreachable') : _('connectivity.unreachableUntilOpened')
        : inBackground ? _('connectivity.offline') : _('connectivity.offlineUntilOpened')),
    reachable && backOnline && _('connectivity.backOnline'),
    userId !== undefined && !outboxAvailable && _('connectivity.noOfflineSaving'),
    waiting.length > 0 && _('connectivity.waiting', { count: waiting.length }),
    failed.length > 0 && _('connectivity.failed', { count: failed.length }),
  ].filter(Boolean);

  return (
    <div className={`connectivity${reachable ? '' : ' connectivity--offline'}`} role="status" aria-live="polite">
      {lines.length > 0 && (
        <div className="connectivity__bar">
          <p>{lines.join(' · ')}</p>
          {(waiting.length > 0 || failed.length > 0) && (
            <details className="connectivity__details">
              <summary>{_('connectivity.show')}</summary>
              <Suspense fallback={null}>
                <OutboxPanel waiting={waiting} failed={failed} onDismiss={dismiss} onSendNow={sendNow} inBackground={inBackground} />
              </Suspense>
            </details>
          )}
        </div>
      )}
    </div>
  );
}
