import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { DefaultTerms } from '../../features/rewards/components/DefaultTerms';

export const Route = createFileRoute('/_member/rewardsTermsId')({ component: RewardsTerms });

function RewardsTerms() {
  const { _ } = useLingui();
  return (
    <article className="page page--text">
      <h1>{_('pages.rewardTerms.title')}</h1>
      <DefaultTerms />
    </article>
  );
}
