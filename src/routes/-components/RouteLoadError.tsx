import { useEffect } from 'react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import { AuthenticationError, ServerUnreachableError } from '../../lib/http';
import { ErrorFallback } from './ErrorFallback';
import { LazyOfflineScreen as OfflineScreen } from './LazyOfflineScreen';
import { isUnreachable } from '../../lib/unreachable';
import { RetryOnReconnect } from './RetryOnReconnect';

/**
 * Whether a route failed because its data could not be read (the server refused or failed, the
 * network is gone, the answer had an unexpected shape), as opposed to a bug while rendering.
 */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof HTTPError || error instanceof TimeoutError || error instanceof v.ValiError || error instanceof AuthenticationError || error instanceof ServerUnreachableError) return true;
  // fetch rejects with a TypeError when the network fails: 'Failed to fetch', 'NetworkError…', 'Load failed'.
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

type Keys = {
  /** The page's title, so the error page still says where the member is. */
  titleId: string;
  /** The spec §8 `….errors.genericServerError` key of what could not be loaded. */
  messageId: string;
};

/**
 * A route's errorComponent: its spec §8 error text and a retry that runs the route's loader again.
 * A 404 never gets here (ensureOrNotFound turns it into the not-found page); anything that is not a
 * load failure gets the router's generic fallback.
 */
export function routeLoadError({ titleId, messageId }: Keys) {
  function RouteLoadError(props: ErrorComponentProps) {
    const router = useRouter();
    const queryErrorResetBoundary = useQueryErrorResetBoundary();

    // Let queries that failed be fetched again when the route renders after a retry.
    useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);
    const retry = () => void router.invalidate();

    if (isUnreachable(props.error)) return <OfflineScreen retry={retry} />;
    if (!isLoadFailure(props.error)) return <ErrorFallback {...props} />;
    return <LoadFailure titleId={titleId} messageId={messageId} retry={retry} />;
  }
  return RouteLoadError;
}

/** The route's spec §8 error, with a retry that also fires by itself when the connection comes back. */
function LoadFailure({ titleId, messageId, retry }: Keys & { retry: () => void }) {
  const { _ } = useLingui();
  return <RetryOnReconnect className="route-error" title={_(titleId)} message={_(messageId)} tone="error" retry={retry} />;
}
