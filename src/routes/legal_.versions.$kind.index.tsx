import { createFileRoute } from '@tanstack/react-router';
import { LegalVersionsPage } from '../features/legal/components/LegalVersionsPage';
import { LazyOfflineScreen } from './-components/LazyOfflineScreen';

/** Every published version of a legal text, open to everyone. */
export const Route = createFileRoute('/legal_/versions/$kind/')({
  component: Versions,
});

function Versions() {
  return <LegalVersionsPage kind={Route.useParams().kind} offlineScreen={LazyOfflineScreen} />;
}
