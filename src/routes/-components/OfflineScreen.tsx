import { Link, useLocation } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { RetryOnReconnect } from './RetryOnReconnect';
import { pagesAvailableOffline } from './offline-pages';
import { useCatalogueKept } from './use-catalogue-kept';

/**
 * What a page that was never read on this device shows while the server cannot be reached: that
 * it is not available offline, the pages that are, and a retry, which also fires by itself as soon
 * as the connection is back (a request that reaches our server, or the browser's `online` hint).
 */
export function OfflineScreen({ retry }: { retry: () => void }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const pages = pagesAvailableOffline(queryClient, pathname, useCatalogueKept());

  return (
    <RetryOnReconnect className="offline-screen" testId="offline-screen" title={_('offlineScreen.title')} message={_('offlineScreen.text')} tone="info" retry={retry}>
      {pages.length > 0 && (
        <nav aria-labelledby="offline-pages">
          <h2 id="offline-pages">{_('offlineScreen.available')}</h2>
          <ul className="offline-screen__pages">
            {pages.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.labelId ? _(page.labelId) : page.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </RetryOnReconnect>
  );
}
