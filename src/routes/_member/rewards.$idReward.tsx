import { createFileRoute, Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { rewardPrice, rewardQueryOptions } from '../../features/rewards';
import { RewardParticipation } from '../../features/rewards/components/RewardParticipation';
import { FormParticipation } from '../../features/rewards/components/FormParticipation';
import { DrawBox } from '../../features/rewards/components/DrawBox';
import { currentLanguage } from '../../lib/i18n';
import { ensureOrNotFound } from '../../lib/route-data';
import { useSession } from '../../lib/use-session';
import { routeLoadError } from '../-components/RouteLoadError';
import { Picture } from '../../components/ui/Picture';
import { formatInstant } from '../../lib/format-date';

export const Route = createFileRoute('/_member/rewards/$idReward')({
  // The API module comes with the page's code, not in the start chunk (links preload both on intent).
  loader: async ({ context, params }) => {
    const { rewardQueryOptions } = await import('../../features/rewards/api');
    return ensureOrNotFound(context.queryClient, rewardQueryOptions(params.idReward, currentLanguage()));
  },
  // Spec §8: reward failures use the userVotes key.
  errorComponent: routeLoadError({ titleId: 'pages.reward.title', messageId: 'userVotes.errors.genericServerError' }),
  component: RewardPage,
});

function RewardPage() {
  const { idReward } = Route.useParams();
  const { _, i18n } = useLingui();
  const session = useSession();
  const { data: reward } = useSuspenseQuery(rewardQueryOptions(idReward, currentLanguage()));
  const project = reward.project;
  // Spec §2: the reward page stays blank for lookwhat projects.
  if (!project || project.project_type === 'lookwhat') return <section className="page" />;

  const price = rewardPrice(reward.cost, project.project_type);
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
        <span>{_(price.id, 'values' in price ? price.values : undefined)}</span>
        <span>{_('reward.window', { start: date(reward.start_date), end: date(reward.end_date) })}</span>
      </p>
      {session &&
        (project.project_type === 'form' ? (
          <FormParticipation reward={{ ...reward, project }} userId={session.userId} />
        ) : (
          <RewardParticipation reward={{ ...reward, project }} userId={session.userId} />
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
