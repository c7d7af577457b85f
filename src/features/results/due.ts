import { votingPhase, type Dated } from '../projects';

export type ResultsProject = Dated & { project_type: string; results_visibility?: string | null };

/**
 * Whether a project's result is to be shown now, by the rule the server applies
 * (server/src/lib/results/visibility.ts): after its voting closes, unless its editor chose "never";
 * during voting too when the editor chose "live". Form projects take no votes.
 */
export function resultsDue(project: ResultsProject, now = Date.now()): boolean {
  if (project.project_type === 'form' || project.results_visibility === 'never' || project.currentstatus === 'comingSoon') return false;
  const phase = votingPhase(project, now);
  if (phase === 'closed') return !!project.voting_end;
  return phase === 'open' && project.results_visibility === 'live';
}
