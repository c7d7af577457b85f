import type { Project } from '../api';
import { cardColours } from '../rules';
import { VotableCard } from './VotableCard';
import type { MemberVotes } from '../../votes';

type Props = {
  projects: Project[];
  votes: MemberVotes;
  onVote: (project: Project, support: 1 | -1) => void;
  empty: string;
};

export function ProjectGrid({ projects, votes, onVote, empty }: Props) {
  if (projects.length === 0) return <p className="muted">{empty}</p>;
  const colours = cardColours(projects);
  return (
    <ul className="project-grid">
      {projects.map((project, i) => (
        <li key={project.documentId}>
          <VotableCard project={project} colour={colours[i]!} votes={votes} onVote={onVote} />
        </li>
      ))}
    </ul>
  );
}
