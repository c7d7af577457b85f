import { startOfMadridDay } from '../../lib/dates';
import { isVotingOpen, type Window } from './rules';

// Apart from rules.ts, which the home route loads: only the project page uses these.

export type VotingPhase = 'notYet' | 'open' | 'closed';

/** Where a published project's voting stands today: not started, open (isVotingOpen) or over. */
export function votingPhase(project: Window, now = Date.now()): VotingPhase {
  if (isVotingOpen(project, now)) return 'open';
  if (project.voting_start && now < startOfMadridDay(project.voting_start)) return 'notYet';
  return 'closed';
}

/** A form project takes sign-ups to its reward, not votes (spec §4): it has no voting dates. */
type Labelled = Window & { project_type?: string; reward?: { start_date: string; end_date: string } | null };

/**
 * The one status label of a project, from its status and its voting dates: "published" means "in
 * voting" only while voting is open; before it opens or once it has closed it says so. A published
 * form project says whether its sign-up (its reward's window) is open.
 */
export function statusLabelId(project: Labelled, now = Date.now()): string {
  if (project.currentstatus !== 'published') return `projectStatus.${project.currentstatus}`;
  if (project.project_type === 'form') {
    const open = project.reward && now >= Date.parse(project.reward.start_date) && now <= Date.parse(project.reward.end_date);
    return open ? 'projectStatus.signUpOpen' : 'projectStatus.signUpClosed';
  }
  const phase = votingPhase(project, now);
  if (phase === 'open') return 'projectStatus.published';
  return phase === 'notYet' ? 'projectStatus.votingSoon' : 'projectStatus.votingClosed';
}
