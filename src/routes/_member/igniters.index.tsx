import { createFileRoute } from '@tanstack/react-router';
import { partnerListSearch, type PartnerListSearch } from '../../features/partners/page';
import { PartnersPage } from '../../features/partners/components/PartnersPage';
import { OfflineScreen } from '../-components/OfflineScreen';

export const Route = createFileRoute('/_member/igniters/')({
  // The name searched and the page live in the address; an odd one falls back to the plain list.
  validateSearch: (search: Record<string, unknown>): PartnerListSearch => partnerListSearch(search),
  component: Partners,
});

function Partners() {
  const navigate = Route.useNavigate();
  return (
    <PartnersPage
      search={Route.useSearch()}
      onSearch={(search, options) => void navigate({ search, replace: options?.replace ?? false })}
      offlineScreen={OfflineScreen}
    />
  );
}
