import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { rewardPrice } from '../rules';

type Props = {
  reward: { documentId: string; title: string; cost: number };
  projectType: string;
  /** A guest sees the reward too, with a sign-up prompt instead of the link to take part. */
  signedIn: boolean;
  /** The reward's language: its own (Spanish where the member's language lacks it), else the project's. */
  lang?: string;
};

/** The reward box of a project page (spec §2: humans projects). */
export function RewardBox({ reward, projectType, signedIn, lang }: Props) {
  const { _ } = useLingui();
  const price = rewardPrice(reward.cost, projectType);
  return (
    <section className="reward-box" aria-labelledby="reward-title">
      <h2 id="reward-title">{_('project.rewardTitle')}</h2>
      <p>
        <strong lang={lang}>{reward.title}</strong> · {_(price.id, 'values' in price ? price.values : undefined)}
      </p>
      {signedIn ? (
        <Link to="/rewards/$idReward" params={{ idReward: reward.documentId }} className="button button--primary">
          {_('project.rewardLink')}
        </Link>
      ) : (
        <p>
          {_('project.rewardGuestText')}{' '}
          <Link to="/registration">{_('project.rewardGuestSignUp')}</Link>
        </p>
      )}
    </section>
  );
}
