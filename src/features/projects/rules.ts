import { DAY_MS, startOfMadridDay } from '../../lib/dates';
import { signUpPhase, votingPhase, type Dated } from '../voting';

/** Whole days until voting ends; the card shows it only when it is above 0. */
export function daysLeft(votingEnd: string | null | undefined, now = Date.now()): number {
  if (!votingEnd) return 0;
  const left = Math.floor((startOfMadridDay(votingEnd) - now) / DAY_MS);
  return Number.isFinite(left) && left > 0 ? left : 0;
}

/**
 * The days a card shows as left: while its window is open only. Voting: whole days to the end day
 * (daysLeft); a form project: days to its reward's end, rounded up, so an open sign-up always shows
 * at least one.
 */
export function projectDaysLeft(project: Dated, now = Date.now()): number {
  if (project.currentstatus === 'comingSoon' || votingPhase(project, now) !== 'open') return 0;
  if (project.project_type !== 'form') return daysLeft(project.voting_end, now);
  return Math.max(0, Math.ceil((Date.parse(project.reward!.end_date) - now) / DAY_MS));
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
  | { kind: 'signUpClosed'; rewardId: string }
  | { kind: 'voted'; support: 1 | -1 }
  | { kind: 'votesUnknown'; state: 'loading' | 'error' }
  | { kind: 'notYet'; opensOn: { day: string } | { instant: string } }
  | { kind: 'ended' }
  | { kind: 'signIn' }
  | { kind: 'vote'; options: 'upDown' | 'lookwhat' };

type CardProject = Dated & { project_type: string; reward?: { documentId: string; start_date: string; end_date: string } | null };

/**
 * Which buttons a card shows (spec §4): they never react again once a vote exists. A form project's
 * participation button leads to its reward's page (/rewards/{idReward}, spec §2) while the reward is
 * open; before, it says when it opens, after, that sign-up is closed (its reward's page, with the
 * draw, stays a link); a form project without a reward has nowhere to sign up yet ('noReward').
 * Until the member's votes are known (`votes` 'loading' or 'error') a card cannot tell "not voted"
 * from "voted": it shows neither live vote buttons nor the ended state ('votesUnknown'). A published
 * project whose voting has not started says when it opens; a guest is asked to sign in to vote.
 */
export function cardButtons(
  project: CardProject,
  support: number | undefined,
  now = Date.now(),
  votes: 'loading' | 'error' | 'ready' | 'guest' = 'ready',
): CardButtons {
  if (project.currentstatus === 'comingSoon') return { kind: 'seeProject' };
  if (project.project_type === 'form') {
    const reward = project.reward;
    if (!reward) return { kind: 'noReward' };
    const phase = signUpPhase(reward, now);
    if (phase === 'notYet') return { kind: 'notYet', opensOn: { instant: reward.start_date } };
    return phase === 'open' ? { kind: 'participate', rewardId: reward.documentId } : { kind: 'signUpClosed', rewardId: reward.documentId };
  }
  if (support === 1 || support === -1) return { kind: 'voted', support };
  if (votes === 'loading' || votes === 'error') return { kind: 'votesUnknown', state: votes };
  const phase = votingPhase(project, now);
  if (phase === 'notYet' && project.currentstatus === 'published') return { kind: 'notYet', opensOn: { day: project.voting_start! } };
  if (phase !== 'open') return { kind: 'ended' };
  if (votes === 'guest') return { kind: 'signIn' };
  return { kind: 'vote', options: project.project_type === 'lookwhat' ? 'lookwhat' : 'upDown' };
}

/** Lookwhat projects ask for option 1 or 2, stored as -1 and +1 (spec §3). */
export const supportForOption = (option: 1 | 2): 1 | -1 => (option === 1 ? -1 : 1);
export const optionForSupport = (support: 1 | -1): 1 | 2 => (support === -1 ? 1 : 2);
