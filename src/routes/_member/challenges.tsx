import { createFileRoute, Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { challengesQueryOptions } from '../../features/challenges/api';
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
                <h2>{challenge.title}</h2>
                {challenge.description && <p>{challenge.description}</p>}
                <p className="challenge__dids">{_('challengesList.dids', { dids: challenge.dids })}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
