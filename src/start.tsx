import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage, storedLanguage, warmUpNumberFormat } from './lib/i18n';
import { App } from './App';
import { CatalogLoadError } from './components/layout/CatalogLoadError';
import { restoreQueryCache } from './query-client';
import { registerServiceWorker } from './offline/update/service-worker';
import { startSessionMirror } from './offline/page/session-mirror';
import { listenForInstallOffer } from './features/install';
import { startSendingRevocations } from './features/auth';

listenForInstallOffer();
registerServiceWorker();
startSendingRevocations();

const root = createRoot(document.getElementById('root')!);

const language = storedLanguage();
const ready = Promise.all([activateLanguage(language), restoreQueryCache(), startSessionMirror()]);
// Its own task, run while those requests are out: the start's task stays as short as it was.
setTimeout(() => warmUpNumberFormat(language), 0);
ready.then(
  () => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  () => root.render(<CatalogLoadError />),
);
