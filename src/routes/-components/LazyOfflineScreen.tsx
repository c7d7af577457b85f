import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react';
import { RetryOnReconnect } from './RetryOnReconnect';

type Props = { retry: () => void };

/** Where the offline screen's own code cannot be read either (no service worker): a retry that fires on reconnect. */
function PlainOffline({ retry }: Props) {
  const { _ } = useLingui();
  return <RetryOnReconnect className="route-error" title={_('errorPage.title')} message={_('connectivity.unreachable')} tone="error" retry={retry} />;
}

// Read only when a page could not reach the server (the service worker keeps it for offline use):
// every member's first screen is lighter without it.
const OfflineScreen = lazy(() =>
  import('./OfflineScreen').then(
    (module) => ({ default: module.OfflineScreen }),
    () => ({ default: PlainOffline }),
  ),
);

export function LazyOfflineScreen({ retry }: Props) {
  return (
    <Suspense fallback={null}>
      <OfflineScreen retry={retry} />
    </Suspense>
  );
}
