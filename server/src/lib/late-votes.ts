import { isVotingOpen, votingClosesAt } from './madrid-time';

/**
 * shared/spec/decisions.md, "Votes cast offline at the close": a vote the app queued before the
 * voting closed counts when it arrives within 12 hours after the close; the result is provisional
 * until then.
 */
export const LATE_VOTE_GRACE_MS = 12 * 60 * 60 * 1000;

/** The moment a closed voting's result stops being provisional: the last a queued vote may arrive. */
export const resultsFinalAt = (votingEnd: string) => votingClosesAt(votingEnd) + LATE_VOTE_GRACE_MS;

/** Statuses of a project that never took votes: nothing queued for it can count. */
const NEVER_VOTED = new Set(['approved', 'comingSoon']);

type VotingProject = { currentstatus: string; voting_start?: string | null; voting_end?: string | null };

/**
 * The `X-Chispa-Queued-At` header as a moment, or null when it cannot be one: not a whole number of
 * milliseconds, or later than the vote's arrival (a clock ahead, or a forgery).
 */
export function queuedTime(header: string | undefined, arrival: number): number | null {
  if (!header || !/^\d{1,15}$/.test(header)) return null;
  const queued = Number(header);
  return queued > 0 && queued <= arrival ? queued : null;
}

export type VoteAdmission = 'open' | 'closed' | 'tooLate';

/**
 * Whether a vote arriving at `arrival`, queued at `queued` (null: unknown), is taken. While the
 * voting is open, yes. After the close, only a vote queued while it was open, arriving within the
 * grace: a queued time outside the voting (before it opened, after it closed) is ignored, and the
 * arrival time decides. The project must still be one that took votes (not moved back to approved
 * or coming soon); an editor moving it on (in progress, finished) after the close does not undo a
 * member's vote cast in time.
 */
export function voteAdmission(project: VotingProject, arrival: number, queued: number | null): VoteAdmission {
  if (isVotingOpen(project, arrival)) return 'open';
  if (queued === null || !project.voting_start || !project.voting_end || NEVER_VOTED.has(project.currentstatus)) return 'closed';
  const closesAt = votingClosesAt(project.voting_end);
  if (arrival <= closesAt) return 'closed'; // not open now, yet not closed: not published, or not started
  if (!isVotingOpen({ ...project, currentstatus: 'published' }, queued)) return 'closed';
  return arrival <= resultsFinalAt(project.voting_end) ? 'open' : 'tooLate';
}
