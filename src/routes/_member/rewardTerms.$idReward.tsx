import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { HTTPError } from 'ky';
import { rewardQueryOptions } from '../../features/rewards/api';
import { DefaultTerms } from '../../features/rewards/components/DefaultTerms';
import { currentLanguage } from '../../lib/i18n';
import { RichText } from '../../lib/rich-text';

export const Route = createFileRoute('/_member/rewardTerms/$idReward')({
  loader: async ({ context, params }) => {
    try {
      return await context.queryClient.ensureQueryData(rewardQueryOptions(params.idReward, currentLanguage()));
    } catch (error) {
      if (error instanceof HTTPError && error.response.status === 404) throw notFound();
      throw error;
    }
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
