import { useLingui } from '@lingui/react';
import type { Project } from '../api';
import { useVoting, VotesLoadError } from '../../votes';
import { CardActions } from './CardActions';
import { cardButtons } from '../rules';
import { RequirementNotice, useMeetsRequirement } from '../../verification';

/** The voting section: a member's vote buttons, or for a guest a button to sign in (and come back here) to vote. */
export function VoteSection({ project, userId }: { project: Project; userId: number | undefined }) {
  const { _ } = useLingui();
  const { votes, castVote, retry: retryVotes } = useVoting(userId);
  const vote = votes.byProject.get(project.documentId);
  const comingSoon = project.currentstatus === 'comingSoon';
  // A voting its editor kept for verified members: while the member is not, the way to verify, not buttons the server would refuse.
  const verified = useMeetsRequirement(userId, project.voteRequirement);
  const asksToVerify = !verified && cardButtons(project, vote?.support, Date.now(), votes.state).kind === 'vote';

  if (comingSoon) return null;
  return (
    <section className="vote-box" aria-labelledby="vote-title">
      <h2 id="vote-title">{_('project.voteTitle')}</h2>
      {project.supportText && <p lang={project.locale}>{project.supportText}</p>}
      <VotesLoadError state={votes.state} retry={retryVotes} />
      {asksToVerify ? (
        <RequirementNotice userId={userId} requirement={project.voteRequirement} action="vote" />
      ) : (
        <CardActions project={project} support={vote?.support} votesState={votes.state} pending={vote?.pending ?? false} onVote={(support) => void castVote(project, support)} onProjectPage />
      )}
    </section>
  );
}
