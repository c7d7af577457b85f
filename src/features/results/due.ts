import { startOfMadridDay } from '../../lib/dates';
import { votingClosesAt } from '../voting';

export type ResultsProject = {
  currentstatus: string;
  project_type: string;
  voting_start?: string | null;
  voting_end?: string | null;
  results_visibility?: string | null;
};

/**
 * Whether a project's result is to be shown now, by the rule the server applies
 * (server/src/lib/results/visibility.ts; due.test.ts compares the two): once its voting's closing
 * moment has passed, unless its editor chose "never"; during voting too (published, from its start
 * day) when the editor chose "live". Form projects take no votes; a comingSoon one has had none.
 */
export function resultsDue(project: ResultsProject, now = Date.now()): boolean {
  if (project.project_type === 'form' || project.results_visibility === 'never') return false;
  if (project.currentstatus !== 'comingSoon' && !!project.voting_end && now > votingClosesAt(project.voting_end)) return true;
  return project.results_visibility === 'live' && project.currentstatus === 'published' && !!project.voting_start && now >= startOfMadridDay(project.voting_start);
}
