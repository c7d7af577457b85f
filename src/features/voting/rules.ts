import { DAY_MS, offsetAt, startOfMadridDay } from '../../lib/dates';

type Window = { currentstatus: string; voting_start?: string | null; voting_end?: string | null };

/**
 * When voting closes: at the start of the Madrid day before its end day, when less than one full day
 * remains before the end day (spec §4). An end date of 15 May makes 13 May the last day to vote. The
 * day before is a calendar day (23 or 25 hours long on a clock change), as the server counts it.
 */
export function votingClosesAt(votingEnd: string): number {
  const eve = startOfMadridDay(votingEnd) - DAY_MS;
  return eve + offsetAt(eve + DAY_MS) - offsetAt(eve);
}

/**
 * Voting is open while the project is published, today is on or after the start day, and at least
 * one full day remains before the end day (spec §4; the server checks the same: rules.test.ts).
 */
export function isVotingOpen(project: Window, now = Date.now()): boolean {
  if (project.currentstatus !== 'published' || !project.voting_start || !project.voting_end) return false;
  return now >= startOfMadridDay(project.voting_start) && now <= votingClosesAt(project.voting_end);
}

export type VotingPhase = 'notYet' | 'open' | 'closed';

/** The dates a project's window is read from: its voting days, or a form project's reward. */
export type Dated = Window & { project_type?: string | null; reward?: { start_date: string; end_date: string } | null };

/**
 * A form project takes sign-ups, not votes: its window is its reward's (instants, as the server
 * checks them), never the voting days. Without a reward its sign-up has not opened yet.
 */
export function signUpPhase(reward: Dated['reward'], now = Date.now()): VotingPhase {
  if (!reward || now < Date.parse(reward.start_date)) return 'notYet';
  return now <= Date.parse(reward.end_date) ? 'open' : 'closed';
}

/** Where a published project stands today: not started, open (isVotingOpen, or a form's sign-up) or over. */
export function votingPhase(project: Dated, now = Date.now()): VotingPhase {
  if (project.project_type === 'form') return signUpPhase(project.reward, now);
  if (isVotingOpen(project, now)) return 'open';
  if (project.voting_start && now < startOfMadridDay(project.voting_start)) return 'notYet';
  return 'closed';
}

/** A published project whose window (votes, or a form's sign-up) has not closed: the partner page's "ongoing" (docs/decisions/voting/voting-window.md). */
export const isStillVoting = (project: Dated, now = Date.now()) => project.currentstatus === 'published' && votingPhase(project, now) !== 'closed';
