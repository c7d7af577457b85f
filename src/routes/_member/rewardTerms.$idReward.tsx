import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { rewardQueryOptions } from '../../features/rewards';
import { DefaultTerms } from '../../features/rewards/components/DefaultTerms';
import { currentLanguage } from '../../lib/i18n';
import { ensureOrNotFound } from '../../lib/route-data';
import { RichText } from '../../lib/rich-text';

export const Route = createFileRoute('/_member/rewardTerms/$idReward')({
  // The API module comes with the page's code, not in the start chunk (links preload both on intent).
  loader: async ({ context, params }) => {
    const { rewardQueryOptions } = await import('../../features/rewards/api');
    return ensureOrNotFound(context.queryClient, rewardQueryOptions(params.idReward, currentLanguage()));
  },
  component: RewardTerms,
});

function RewardTerms() {
  const { idReward } = Route.useParams();
  const { _ } = useLingui();
  const { data: reward } = useSuspenseQuery(rewardQueryOptions(idReward, currentLanguage()));
  const hasTerms = Array.isArray(reward.terms_conditions) && reward.terms_conditions.length > 0;
  return (
    <article className="page page--text">
      <h1>{_('pages.rewardTerms.title')}</h1>
      <p className="muted">{reward.title}</p>
      {hasTerms ? <RichText blocks={reward.terms_conditions} /> : <DefaultTerms />}
    </article>
  );
}
