import { useState, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react';
import { acceptUpdate, getUpdateState, subscribeToUpdates } from './service-worker';

/** "A new version is available": the member decides when the app reloads into it. */
export function UpdatePrompt() {
  const { _ } = useLingui();
  const state = useSyncExternalStore(subscribeToUpdates, getUpdateState);
  const [dismissed, setDismissed] = useState(false);
  if (state === 'none' || dismissed) return null;
  return (
    <div className="app-notice app-notice--update" role="status">
      <p>{_('pwa.update.available')}</p>
      <div className="app-notice__actions">
        <button type="button" className="button button--primary" onClick={acceptUpdate}>
          {_('pwa.update.reload')}
        </button>
        <button type="button" className="button" onClick={() => setDismissed(true)}>
          {_('pwa.update.later')}
        </button>
      </div>
    </div>
  );
}
