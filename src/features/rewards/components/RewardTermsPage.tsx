import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { rewardQueryOptions } from '../api';
import { DefaultTerms } from './DefaultTerms';
import { currentLanguage } from '../../../lib/i18n';
import { RichText } from '../../../lib/rich-text';

/** A reward's own terms and conditions, or the default terms when it has none. */
export function RewardTermsPage({ idReward }: { idReward: string }) {
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
