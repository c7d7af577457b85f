import { Link } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { challengeProgressQueryOptions, challengesQueryOptions } from '../api';
import { ChallengeProgress } from './ChallengeProgress';
import { useSession } from '../../../lib/use-session';
import { currentLanguage } from '../../../lib/i18n';
import { Picture } from '../../../components/ui/Picture';

export function ChallengesPage() {
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
