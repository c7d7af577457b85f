import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { isUnreachable } from '../../lib/unreachable';
import { LazyOfflineScreen as OfflineScreen } from './LazyOfflineScreen';

/**
 * The router's fallback when a route throws: the spec's heading (translated: no framework text ever)
 * plus what can be done about it. A page that could not be read because the server is out of reach
 * gets the offline screen instead, which retries by itself.
 */
export function ErrorFallback({ error, reset }: ErrorComponentProps) {
  const { _ } = useLingui();
  const router = useRouter();
  if (isUnreachable(error)) return <OfflineScreen retry={() => void router.invalidate()} />;
  return (
    <section className="page page--narrow" role="alert">
      <h1>{_('errorPage.title')}</h1>
      <p>{_('errorPage.text')}</p>
      {import.meta.env.DEV && error instanceof Error && <pre className="muted">{error.message}</pre>}
      <button type="button" className="button" onClick={reset}>
        {_('errorPage.retry')}
      </button>
    </section>
  );
}
