// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { investedCount, participationBlockers, rewardPrice, totalCost } from './rules';

const reward = { start_date: '2026-11-01T00:00:00Z', end_date: '2026-11-30T00:00:00Z', cost: 10 };
const ok = { hasVoted: true, reward, projectStatus: 'published', amount: 2, balance: 20, now: Date.parse('2026-11-15T12:00:00Z') };

describe('reward participation', () => {
  it('is enabled when every rule holds', () => expect(participationBlockers(ok)).toEqual([]));

  it('names each reason it is disabled', () => {
    expect(participationBlockers({ ...ok, hasVoted: false })).toEqual(['rewardParticipation.errors.notVotedToParticipate']);
    expect(participationBlockers({ ...ok, now: Date.parse('2026-12-01T00:00:00Z') })).toEqual(['rewardParticipation.errors.notValidDateToParticipate']);
    expect(participationBlockers({ ...ok, now: Date.parse('2026-10-31T23:59:59Z') })).toEqual(['rewardParticipation.errors.notValidDateToParticipate']);
    expect(participationBlockers({ ...ok, projectStatus: 'approved' })).toEqual(['rewardParticipation.errors.notValidProjectStatus']);
    expect(participationBlockers({ ...ok, amount: 3 })).toEqual(['rewardParticipation.errors.notEnoughDIDs']);
  });

  it('does not ask a member to vote once the project’s voting has closed: it says the draw is for its voters', () => {
    expect(participationBlockers({ ...ok, hasVoted: false, votingOpen: false })).toEqual(['rewardParticipation.errors.votingClosedNotVoted']);
    expect(participationBlockers({ ...ok, hasVoted: true, votingOpen: false })).toEqual([]);
    // Before voting opens the member is told to vote then, not that voting ended.
    expect(participationBlockers({ ...ok, hasVoted: false, votingOpen: false, votingNotYet: true })).toEqual(['rewardParticipation.errors.votingNotYetOpen']);
  });

  it('names only the closed draw once its tickets are frozen, whatever the dates say', () => {
    expect(participationBlockers({ ...ok, drawStatus: 'committed' })).toEqual([]);
    expect(participationBlockers({ ...ok, drawStatus: 'frozen' })).toEqual(['rewardParticipation.errors.drawClosed']);
    expect(participationBlockers({ ...ok, hasVoted: false, amount: 3, drawStatus: 'drawn' })).toEqual(['rewardParticipation.errors.drawClosed']);
  });

  it('accepts inprogress and ongoing projects as well as published ones', () => {
    expect(participationBlockers({ ...ok, projectStatus: 'inprogress' })).toEqual([]);
    expect(participationBlockers({ ...ok, projectStatus: 'ongoing' })).toEqual([]);
  });

  it('costs cost × amount and counts invested entries rounded down', () => {
    expect(totalCost(10, 5)).toBe(50);
    expect(investedCount(35, 10)).toBe(3);
    expect(investedCount(9, 10)).toBe(0);
    expect(investedCount(10, 0)).toBe(0);
  });
});

describe('reward price', () => {
  it('calls a form sign-up or a reward of 0 DIDs free', () => {
    expect(rewardPrice(1, 'form')).toEqual({ id: 'reward.free' });
    expect(rewardPrice(0, 'humans')).toEqual({ id: 'reward.free' });
  });

  it('gives the cost per entry otherwise', () => expect(rewardPrice(10, 'humans')).toEqual({ id: 'reward.cost', values: { cost: 10 } }));
});
