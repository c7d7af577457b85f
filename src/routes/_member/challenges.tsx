import { createFileRoute, Link } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { challengeProgressQueryOptions, challengesQueryOptions, REPEATABLE_KINDS, type Challenge } from '../../features/challenges';
import { useSession } from '../../lib/use-session';
import { currentLanguage } from '../../lib/i18n';
import { routeLoadError } from '../-components/RouteLoadError';
import { CardsSkeleton } from '../../components/ui/PageSkeleton';
import { Picture } from '../../components/ui/Picture';

export const Route = createFileRoute('/_member/challenges')({
  // The API module comes with the page's code, not in the start chunk (links preload both on intent).
  loader: async ({ context }) => {
    const { challengesQueryOptions } = await import('../../features/challenges/api');
    return context.queryClient.ensureQueryData(challengesQueryOptions(currentLanguage()));
  },
  errorComponent: routeLoadError({ titleId: 'pages.challenges.title', messageId: 'challengeList.errors.genericServerError' }),
  pendingComponent: CardsSkeleton,
  component: Challenges,
});

function Challenges() {
  const { _ } = useLingui();
  const { data: challenges } = useSuspenseQuery(challengesQueryOptions(currentLanguage()));
  // The `_member` guard has checked the session; the progress shows once it has been read.
  const session = useSession();
  const { data: progress } = useQuery({ ...challengeProgressQueryOptions(session?.userId ?? 0), enabled: session !== null });
  return (
    <section className="page">
      <h1>{_('pages.challenges.title')}</h1>
      <p className="muted">{_('challengesList.intro')}</p>
      <p>
        <Link to="/profile/dids">{_('dids.history.link')}</Link>
      </p>
      {challenges.length === 0 ? (
        <p className="muted">{_('challengesList.noChallenges')}</p>
      ) : (
        <ul className="challenge-gallery">
          {challenges.map((challenge) => (
            <li key={challenge.documentId} className="challenge">
              {challenge.imagePath && <Picture src={challenge.imagePath.url} alt="" loading="lazy" width={120} height={120} />}
              <div>
                <h2 lang={challenge.locale}>{challenge.title}</h2>
                {challenge.description && <p lang={challenge.locale}>{challenge.description}</p>}
                <p className="challenge__dids">{_('challengesList.dids', { dids: challenge.dids })}</p>
                {progress && <ChallengeProgress challenge={challenge} times={(challenge.kind && progress[challenge.kind]) || 0} />}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Whether the member has done a challenge: once for a one-time one, how many times for one paid again and again. */
function ChallengeProgress({ challenge, times }: { challenge: Challenge; times: number }) {
  const { _ } = useLingui();
  if (times === 0) return <p className="challenge__progress">{_('challengesList.todo')}</p>;
  return (
    <p className="challenge__progress challenge__progress--done">
      {REPEATABLE_KINDS.has(challenge.kind ?? '') ? _('challengesList.doneTimes', { count: times }) : _('challengesList.done')}
    </p>
  );
}
