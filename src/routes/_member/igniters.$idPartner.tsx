import { createFileRoute } from '@tanstack/react-router';
import { PartnerPage } from '../../features/partners/components/PartnerPage';
import { currentLanguage } from '../../lib/i18n';
import { ensureOrNotFound } from '../../lib/route-data';
import { routeLoadError } from '../-components/RouteLoadError';

export const Route = createFileRoute('/_member/igniters/$idPartner')({
  // The API module comes with the page's code, not in the start chunk (links preload both on intent).
  loader: async ({ context, params }) => {
    const { partnerQueryOptions } = await import('../../features/partners/api');
    return ensureOrNotFound(context.queryClient, partnerQueryOptions(params.idPartner, currentLanguage()));
  },
  errorComponent: routeLoadError({ titleId: 'pages.partner.title', messageId: 'singlePartner.errors.genericServerError' }),
  component: Partner,
});

function Partner() {
  return <PartnerPage idPartner={Route.useParams().idPartner} />;
}
