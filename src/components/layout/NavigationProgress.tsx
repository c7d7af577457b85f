import { useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';

/** How long a navigation may take before the member is shown that something is happening. */
export const PENDING_MS = 300;

/**
 * A thin bar at the top of the page while a navigation has been waiting for its data for more than
 * PENDING_MS (a slow network): the page the member is leaving stays, and they see it is on its way.
 */
export function NavigationProgress() {
  const { _ } = useLingui();
  const loading = useRouterState({ select: (state) => state.status === 'pending' || state.isLoading });
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!loading) return setShown(false);
    const timer = setTimeout(() => setShown(true), PENDING_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  if (!shown) return null;
  return <div className="navigation-progress" role="progressbar" aria-label={_('pending.loading')} data-testid="navigation-progress" />;
}
