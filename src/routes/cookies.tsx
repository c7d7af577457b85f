import { createFileRoute } from '@tanstack/react-router';
import { CookiesPage } from '../features/legal/components/CookiesPage';
import { LazyOfflineScreen } from './-components/LazyOfflineScreen';

/** The cookie policy (spec §2), open to everyone; the page reads its text itself. */
export const Route = createFileRoute('/cookies')({
  component: () => <CookiesPage offlineScreen={LazyOfflineScreen} />,
});
