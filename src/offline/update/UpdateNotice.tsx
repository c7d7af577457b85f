import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getUpdateState, subscribeToUpdates } from './service-worker';

// The prompt's own code is read only once a new version is waiting (rare): not on every first screen.
const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((module) => ({ default: module.UpdatePrompt })));

/** "A new version is available", once one is. */
export function UpdateNotice() {
  const state = useSyncExternalStore(subscribeToUpdates, getUpdateState);
  if (state === 'none') return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
