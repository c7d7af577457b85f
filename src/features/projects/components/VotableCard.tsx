import { memo } from 'react';
import type { Project } from '../api';
import type { MemberVotes } from '../../votes';
import { ProjectCard } from './ProjectCard';

type Props = {
  project: Project;
  colour: string;
  votes: MemberVotes;
  onVote: (project: Project, support: 1 | -1) => void;
  /** False for a carousel's copy of a card: clickable, but out of the tab order. */
  focusable?: boolean;
  /** The card the page opens on: its picture is fetched first. */
  priority?: boolean;
  /** The card's width for its picture's `sizes`, when it is not in a grid. */
  imageSizes?: string;
};

/**
 * A project card wired to the member's votes (cast or waiting in the outbox, or not known yet).
 * Memoised: a carousel renders again at every move (every 3 s while it plays by itself), and its
 * cards change only with the projects and the votes.
 */
export const VotableCard = memo(function VotableCard({ project, colour, votes, onVote, focusable, priority, imageSizes }: Props) {
  const vote = votes.byProject.get(project.documentId);
  return (
    <ProjectCard
      project={project}
      colour={colour}
      support={vote?.support}
      votesState={votes.state}
      pending={vote?.pending ?? false}
      onVote={(support) => onVote(project, support)}
      focusable={focusable}
      priority={priority}
      imageSizes={imageSizes}
    />
  );
});
