import { Link, useLocation } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { useRetryOnReconnect } from './use-retry-on-reconnect';
import { pagesAvailableOffline } from './offline-pages';

/**
 * What a page that was never read on this device shows while the server cannot be reached: that
 * it is not available offline, the pages that are, and a retry, which also fires by itself as soon
 * as the connection is back (a request that reaches our server, or the browser's `online` hint).
 */
export function OfflineScreen({ retry }: { retry: () => void }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const pages = pagesAvailableOffline(queryClient, pathname);
  useRetryOnReconnect(retry);

  return (
    <section className="page page--narrow offline-screen" data-testid="offline-screen">
      <h1>{_('offlineScreen.title')}</h1>
      <p className="alert alert--info" role="alert">
        {_('offlineScreen.text')}
      </p>
      <p>
        <button type="button" className="button button--primary" onClick={retry}>
          {_('errorPage.retry')}
        </button>
      </p>
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
    </section>
  );
}
