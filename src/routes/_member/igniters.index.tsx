import { createFileRoute } from '@tanstack/react-router';
import { PartnersPage } from '../../features/partners/components/PartnersPage';
import { OfflineScreen } from '../-components/OfflineScreen';

export const Route = createFileRoute('/_member/igniters/')({ component: Partners });

function Partners() {
  return <PartnersPage offlineScreen={OfflineScreen} />;
}
