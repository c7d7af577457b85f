import { startOfMadridDay, votingClosesAt } from '../madrid-time';
import { resultsFinalAt } from '../late-votes';

export const RESULTS_VISIBILITY = ['afterClosing', 'live', 'never'] as const;
export type ResultsVisibility = (typeof RESULTS_VISIBILITY)[number];

export type ResultsProject = {
  documentId: string;
  currentstatus: string;
  project_type: string;
  voting_start?: string | null;
  voting_end?: string | null;
  results_visibility?: string | null;
};

/**
 * A shown result is `final`, or not yet: `provisional` for the 12 hours after the close in which
 * votes queued offline before it may still arrive (lib/late-votes.ts), else live (voting still open).
 */
export type ResultsState =
  | { shown: true; final: boolean; provisional: boolean }
  | { shown: false; status: 403 | 409; code: 'results.hidden' | 'results.notYet' | 'results.noVoting'; message: string };

/** Whether the voting of a project has closed (it had one, and its closing moment has passed). */
export function votingClosed(project: ResultsProject, now: number) {
  return project.currentstatus !== 'comingSoon' && !!project.voting_end && now > votingClosesAt(project.voting_end);
}

const votingStarted = (project: ResultsProject, now: number) =>
  project.currentstatus === 'published' && !!project.voting_start && now >= startOfMadridDay(project.voting_start);

/**
 * Whether a project's tallies may be shown now (shared/spec/decisions.md, "Results"): after its
 * voting closes unless its editor chose "never"; during voting too when the editor chose "live".
 */
export function resultsState(project: ResultsProject, now: number): ResultsState {
  if (project.project_type === 'form') return { shown: false, status: 409, code: 'results.noVoting', message: 'This project takes sign-ups, not votes' };
  const visibility = (project.results_visibility ?? 'afterClosing') as ResultsVisibility;
  if (visibility === 'never') return { shown: false, status: 403, code: 'results.hidden', message: 'The results of this project are not published' };
  if (votingClosed(project, now)) {
    const provisional = now <= resultsFinalAt(project.voting_end!);
    return { shown: true, final: !provisional, provisional };
  }
  if (visibility === 'live' && votingStarted(project, now)) return { shown: true, final: false, provisional: false };
  return { shown: false, status: 409, code: 'results.notYet', message: 'The results are published when voting closes' };
}
