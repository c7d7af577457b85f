/** Project statuses in which a reward can be entered (shared/spec/decisions.md; the server checks the same). */
export const PARTICIPATION_STATUSES = ['published', 'inprogress', 'ongoing'];
export const AMOUNTS = [1, 2, 3, 4, 5] as const;

export type DisabledReason =
  | 'rewardParticipation.errors.notVotedToParticipate'
  | 'rewardParticipation.errors.votingClosedNotVoted'
  | 'rewardParticipation.errors.votingNotYetOpen'
  | 'rewardParticipation.errors.notValidDateToParticipate'
  | 'rewardParticipation.errors.notValidProjectStatus'
  | 'rewardParticipation.errors.notEnoughDIDs'
  | 'rewardParticipation.errors.drawClosed';

type Situation = {
  hasVoted: boolean;
  /** Whether the project can still be voted on: a member who has not voted is told to, only while they can. */
  votingOpen?: boolean;
  /** Whether its voting has not started yet: the member is told to vote once it opens, not that it ended. */
  votingNotYet?: boolean;
  reward: { start_date: string; end_date: string; cost: number };
  projectStatus: string;
  amount: number;
  balance: number;
  /** The reward's draw, when it is known: from its freeze on, it takes no entries (the server refuses them too). */
  drawStatus?: 'committed' | 'frozen' | 'drawn';
  now?: number;
};

/**
 * Why the participation button is disabled (spec §4), in the order a member can fix them; none =
 * enabled. A closed draw is the only reason then: nothing the member does can reopen it.
 */
export function participationBlockers({ hasVoted, votingOpen = true, votingNotYet = false, reward, projectStatus, amount, balance, drawStatus, now = Date.now() }: Situation): DisabledReason[] {
  if (drawStatus !== undefined && drawStatus !== 'committed') return ['rewardParticipation.errors.drawClosed'];
  const reasons: DisabledReason[] = [];
  if (!hasVoted) {
    reasons.push(
      votingOpen ? 'rewardParticipation.errors.notVotedToParticipate' : votingNotYet ? 'rewardParticipation.errors.votingNotYetOpen' : 'rewardParticipation.errors.votingClosedNotVoted',
    );
  }
  if (now < Date.parse(reward.start_date) || now > Date.parse(reward.end_date)) reasons.push('rewardParticipation.errors.notValidDateToParticipate');
  if (!PARTICIPATION_STATUSES.includes(projectStatus)) reasons.push('rewardParticipation.errors.notValidProjectStatus');
  if (totalCost(reward.cost, amount) > balance) reasons.push('rewardParticipation.errors.notEnoughDIDs');
  return reasons;
}

export const totalCost = (cost: number, amount: number) => cost * amount;

/** How many entries the DIDs invested so far bought. */
export const investedCount = (didsInvested: number, cost: number) => (cost > 0 ? Math.floor(didsInvested / cost) : 0);

/**
 * What taking part costs, in words: a form reward (a sign-up, no DIDs spent) and a reward of 0 DIDs
 * are free; otherwise the cost per entry, with the plural rule of the language.
 */
export function rewardPrice(cost: number, projectType: string | undefined): { id: 'reward.free' } | { id: 'reward.cost'; values: { cost: number } } {
  if (projectType === 'form' || cost <= 0) return { id: 'reward.free' };
  return { id: 'reward.cost', values: { cost } };
}
