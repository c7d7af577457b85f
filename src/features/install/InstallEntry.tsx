import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react';
import { getInstallOffer, install, isInstalled, isIosSafari, subscribeToInstallOffer } from './install-prompt';

/** "Install Chispa" in the menu where the browser offers it, a short hint on iOS, nothing once installed. */
export function InstallEntry({ onDone }: { onDone?: () => void }) {
  const { _ } = useLingui();
  const offer = useSyncExternalStore(subscribeToInstallOffer, getInstallOffer, () => null);
  if (isInstalled()) return null;
  if (offer) {
    return (
      <button
        type="button"
        className="button install-entry"
        onClick={() => {
          onDone?.();
          void install();
        }}
      >
        {_('pwa.install.button')}
      </button>
    );
  }
  if (isIosSafari()) return <p className="install-entry install-entry--hint">{_('pwa.install.iosHint')}</p>;
  return null;
}
