import { startOfMadridDay, DAY_MS } from '../../lib/dates';

export type ResultsProject = {
  project_type: string;
  currentstatus: string;
  voting_start?: string | null;
  voting_end?: string | null;
  results_visibility?: string | null;
};

/**
 * Whether a project's result is to be shown now, by the rule the server applies
 * (server/src/lib/results/visibility.ts): after its voting closes, unless its editor chose "never";
 * during voting too when the editor chose "live". Form projects take no votes.
 */
export function resultsDue(project: ResultsProject, now = Date.now()): boolean {
  if (project.project_type === 'form' || project.results_visibility === 'never') return false;
  const end = project.voting_end ? startOfMadridDay(project.voting_end) - DAY_MS : Number.NaN;
  if (project.currentstatus !== 'comingSoon' && now > end) return true;
  const start = project.voting_start ? startOfMadridDay(project.voting_start) : Number.NaN;
  return project.results_visibility === 'live' && project.currentstatus === 'published' && now >= start;
}
