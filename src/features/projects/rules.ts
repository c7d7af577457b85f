import { DAY_MS, startOfMadridDay } from '../../lib/dates';

export type ProjectStatus = 'approved' | 'inprogress' | 'validated' | 'notvalidated' | 'finished' | 'published' | 'comingSoon' | 'ongoing';
export type ProjectType = 'form' | 'lookwhat' | 'humans' | 'others';

export type Window = { currentstatus: string; voting_start?: string | null; voting_end?: string | null };

/**
 * Voting is open while the project is published, today is on or after the start day, and at least
 * one full day remains before the end day (spec §4; the server checks the same).
 */
export function isVotingOpen(project: Window, now = Date.now()): boolean {
  if (project.currentstatus !== 'published' || !project.voting_start || !project.voting_end) return false;
  return now >= startOfMadridDay(project.voting_start) && startOfMadridDay(project.voting_end) - now >= DAY_MS;
}

/** Whole days until voting ends; the card shows it only when it is above 0. */
export function daysLeft(votingEnd: string | null | undefined, now = Date.now()): number {
  if (!votingEnd) return 0;
  const left = Math.floor((startOfMadridDay(votingEnd) - now) / DAY_MS);
  return Number.isFinite(left) && left > 0 ? left : 0;
}

export type Progress = { percent: number; messageId: 'project.progress.finished' | 'project.progress.firstHalf' | 'project.progress.secondHalf' };

/** Share of time elapsed between project_start and project_end, rounded and clamped 0..100. */
export function projectProgress(start: string | null | undefined, end: string | null | undefined, now = Date.now()): Progress | null {
  if (!start || !end) return null;
  const from = startOfMadridDay(start);
  const to = startOfMadridDay(end);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) return null;
  const percent = Math.min(100, Math.max(0, Math.round(((now - from) / (to - from)) * 100)));
  const messageId = percent >= 100 ? 'project.progress.finished' : percent < 50 ? 'project.progress.firstHalf' : 'project.progress.secondHalf';
  return { percent, messageId };
}

export const CARD_COLOURS = ['#fde68a', '#bbf7d0', '#bfdbfe', '#fecaca', '#ddd6fe', '#fed7aa'] as const;
export const LOOKWHAT_COLOUR = '#cbd5e1';

/**
 * Cards cycle through six colours, lookwhat cards are grey-blue (spec §4). "When the count modulo six
 * equals one and the last card is not lookwhat, the last colour copies the third": in a circular
 * carousel whose length is one more than a multiple of six, the last card would touch the first in
 * the same colour. The rule is applied as worded, so a single card (1 % 6 === 1) takes the third
 * colour too.
 */
export function cardColours(projects: readonly { project_type: string }[]): string[] {
  const colours = projects.map((p, i) => (p.project_type === 'lookwhat' ? LOOKWHAT_COLOUR : CARD_COLOURS[i % 6]!));
  const last = projects.length - 1;
  if (projects.length % 6 === 1 && projects[last]!.project_type !== 'lookwhat') colours[last] = CARD_COLOURS[2];
  return colours;
}

export type CardButtons =
  | { kind: 'seeProject' }
  | { kind: 'participate'; rewardId: string }
  | { kind: 'noReward' }
  | { kind: 'voted'; support: 1 | -1 }
  | { kind: 'votesUnknown'; state: 'loading' | 'error' }
  | { kind: 'ended' }
  | { kind: 'vote'; options: 'upDown' | 'lookwhat' };

type CardProject = Window & { project_type: string; reward?: { documentId: string } | null };

/**
 * Which buttons a card shows (spec §4): they never react again once a vote exists. A form project's
 * participation button leads to its reward's page (/rewards/{idReward}, spec §2); a form project
 * without a reward has nowhere to sign up yet ('noReward'). Until the member's votes are known
 * (`votes` 'loading' or 'error') a card cannot tell "not voted" from "voted": it shows neither live
 * vote buttons nor the ended state ('votesUnknown').
 */
export function cardButtons(
  project: CardProject,
  support: number | undefined,
  now = Date.now(),
  votes: 'loading' | 'error' | 'ready' = 'ready',
): CardButtons {
  if (project.currentstatus === 'comingSoon') return { kind: 'seeProject' };
  if (project.project_type === 'form') return project.reward ? { kind: 'participate', rewardId: project.reward.documentId } : { kind: 'noReward' };
  if (support === 1 || support === -1) return { kind: 'voted', support };
  if (votes !== 'ready') return { kind: 'votesUnknown', state: votes };
  if (!isVotingOpen(project, now)) return { kind: 'ended' };
  return { kind: 'vote', options: project.project_type === 'lookwhat' ? 'lookwhat' : 'upDown' };
}

/** Lookwhat projects ask for option 1 or 2, stored as -1 and +1 (spec §3). */
export const supportForOption = (option: 1 | 2): 1 | -1 => (option === 1 ? -1 : 1);
export const optionForSupport = (support: 1 | -1): 1 | 2 => (support === -1 ? 1 : 2);
