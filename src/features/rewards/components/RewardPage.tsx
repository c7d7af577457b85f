import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { rewardQueryOptions } from '../api';
import { rewardPrice } from '../rules';
import { RewardParticipation } from './RewardParticipation';
import { FormParticipation } from './FormParticipation';
import { DrawBox } from './DrawBox';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { Picture } from '../../../components/ui/Picture';
import { formatInstant } from '../../../lib/format-date';

export function RewardPage({ idReward }: { idReward: string }) {
  const { _, i18n } = useLingui();
  const session = useSession();
  const { data: reward } = useSuspenseQuery(rewardQueryOptions(idReward, currentLanguage()));
  const project = reward.project;
  // Spec §2: the reward page stays blank for lookwhat projects.
  if (!project || project.project_type === 'lookwhat') return <section className="page" />;

  const price = rewardPrice(reward.cost, project.project_type);
  // DIDs entries are a humans project's only (shared/spec/decisions.md); the server refuses any other.
  const takesPart = project.project_type === 'form' || project.project_type === 'humans';
  // The reward's project is in the reward's own language.
  const lang = reward.locale;
  const date = (iso: string) => formatInstant(i18n, iso);
  return (
    <article className="page reward-page">
      <Link to="/projects/$idProject" params={{ idProject: project.documentId }} className="back-link">
        ← <span lang={lang}>{project.name}</span>
      </Link>
      <h1 lang={lang}>{reward.title}</h1>
      {reward.image && <Picture className="reward-page__image" src={reward.image.url} alt={reward.image.alternativeText ?? ''} width={800} height={600} />}
      {reward.text && <p lang={lang}>{reward.text}</p>}
      <p className="reward-page__facts">
        {takesPart && <span>{_(price.id, 'values' in price ? price.values : undefined)}</span>}
        <span>{_('reward.window', { start: date(reward.start_date), end: date(reward.end_date) })}</span>
      </p>
      {session &&
        (project.project_type === 'form' ? (
          <FormParticipation reward={{ ...reward, project }} userId={session.userId} />
        ) : takesPart ? (
          <RewardParticipation reward={{ ...reward, project }} userId={session.userId} />
        ) : (
          <p>{_('rewardParticipation.errors.noEntries')}</p>
        ))}
      {session && <DrawBox rewardId={reward.documentId} userId={session.userId} />}
      <p>
        <Link to="/rewardTerms/$idReward" params={{ idReward: reward.documentId }}>
          {_('reward.terms')}
        </Link>
      </p>
    </article>
  );
}
