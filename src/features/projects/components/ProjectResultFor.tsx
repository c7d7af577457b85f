import { lazy } from 'react';
import type { Project } from '../api';
import { useVoting } from '../../votes';

const ResultPanel = lazy(() => import('../../results/components/ResultPanel'));

/** The result beside the member's own vote (a guest sees the result alone). */
export function ProjectResultFor({ project, userId }: { project: Project; userId: number | undefined }) {
  const { votes } = useVoting(userId);
  return <ResultPanel projectId={project.documentId} support={votes.byProject.get(project.documentId)?.support} options={project} />;
}
