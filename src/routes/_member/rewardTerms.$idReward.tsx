import { createFileRoute } from '@tanstack/react-router';
import { RewardTermsPage } from '../../features/rewards/components/RewardTermsPage';
import { currentLanguage } from '../../lib/i18n';
import { ensureOrNotFound } from '../../lib/route-data';

export const Route = createFileRoute('/_member/rewardTerms/$idReward')({
  // The API module comes with the page's code, not in the start chunk (links preload both on intent).
  loader: async ({ context, params }) => {
    const { rewardQueryOptions } = await import('../../features/rewards/api');
    return ensureOrNotFound(context.queryClient, rewardQueryOptions(params.idReward, currentLanguage()));
  },
  component: RewardTerms,
});

function RewardTerms() {
  return <RewardTermsPage idReward={Route.useParams().idReward} />;
}
