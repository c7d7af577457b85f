import type { Project } from '../api';
import { cardColours } from '../rules';
import { ProjectCard } from './ProjectCard';
import type { MemberVote } from '../../votes/use-votes';

type Props = {
  projects: Project[];
  votes: Map<string, MemberVote>;
  onVote: (project: Project, support: 1 | -1) => void;
  empty: string;
};

export function ProjectGrid({ projects, votes, onVote, empty }: Props) {
  if (projects.length === 0) return <p className="muted">{empty}</p>;
  const colours = cardColours(projects);
  return (
    <ul className="project-grid">
      {projects.map((project, i) => {
        const vote = votes.get(project.documentId);
        return (
          <li key={project.documentId}>
            <ProjectCard
              project={project}
              colour={colours[i]!}
              support={vote?.support}
              pending={vote?.pending ?? false}
              onVote={(support) => onVote(project, support)}
            />
          </li>
        );
      })}
    </ul>
  );
}
