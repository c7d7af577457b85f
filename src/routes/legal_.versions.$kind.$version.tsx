import { createFileRoute } from '@tanstack/react-router';
import { LegalVersionPage } from '../features/legal/components/LegalVersionPage';
import { LazyOfflineScreen } from './-components/LazyOfflineScreen';

/** One published version of a legal text, as it was: a member reads the version they accepted. */
export const Route = createFileRoute('/legal_/versions/$kind/$version')({
  component: Version,
});

function Version() {
  const { kind, version } = Route.useParams();
  return <LegalVersionPage kind={kind} version={version} offlineScreen={LazyOfflineScreen} />;
}
