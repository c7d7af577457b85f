import { createFileRoute } from '@tanstack/react-router';
import { RewardPage } from '../../features/rewards/components/RewardPage';
import { currentLanguage } from '../../lib/i18n';
import { ensureOrNotFound } from '../../lib/route-data';
import { routeLoadError } from '../-components/RouteLoadError';

export const Route = createFileRoute('/_member/rewards/$idReward')({
  // The API module comes with the page's code, not in the start chunk (links preload both on intent).
  loader: async ({ context, params }) => {
    const { rewardQueryOptions } = await import('../../features/rewards/api');
    return ensureOrNotFound(context.queryClient, rewardQueryOptions(params.idReward, currentLanguage()));
  },
  // Spec §8: reward failures use the userVotes key.
  errorComponent: routeLoadError({ titleId: 'pages.reward.title', messageId: 'userVotes.errors.genericServerError' }),
  component: Reward,
});

function Reward() {
  return <RewardPage idReward={Route.useParams().idReward} />;
}
