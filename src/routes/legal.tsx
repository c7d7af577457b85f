import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/components/LegalPage';
import { LazyOfflineScreen } from './-components/LazyOfflineScreen';

/** Legal notice, terms of use and privacy policy in one page (spec §2), open to everyone; the page reads its texts itself. */
export const Route = createFileRoute('/legal')({
  component: () => <LegalPage offlineScreen={LazyOfflineScreen} />,
});
