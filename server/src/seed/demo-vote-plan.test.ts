import { describe, expect, it } from 'vitest';
import { madridToday, startOfMadridDay, votingClosesAt } from '../lib/madrid-time';
import { PROJECTS, votingDays } from './content/projects';
import { DEMO_VOTER_COUNT, PAST_DRAW, VOTE_HISTORY } from './content/vote-history';
import { REWARDS, rewardDates } from './content/rewards';
import { demoEntries, demoVotes } from './demo-vote-plan';

const NOW = Date.parse('2026-11-29T10:00:00Z');

/** The demo's closed projects as the seed reads them from the database, anchored at NOW. */
const closed = PROJECTS.filter((p) => VOTE_HISTORY[p.key]).map((p) => {
  const { voting_start, voting_end } = votingDays(p, NOW);
  return { key: p.key, documentId: `doc-${p.key}`, votingStart: voting_start!, closesAt: votingClosesAt(voting_end!) };
});

describe('the demo’s vote history', () => {
  it('covers closed votings only, of every status after the vote, and one lookwhat project', () => {
    expect(closed.every((p) => p.closesAt < NOW)).toBe(true);
    const kinds = PROJECTS.filter((p) => VOTE_HISTORY[p.key]);
    expect(kinds.filter((p) => p.type === 'lookwhat').map((p) => p.key)).toEqual(['murales']);
    expect(new Set(kinds.map((p) => p.status))).toEqual(new Set(['published', 'approved', 'ongoing', 'finished', 'inprogress', 'validated', 'notvalidated']));
  });

  it('gives each project its votes and split, never 50/50 nor unanimous, one of them close', () => {
    const votes = demoVotes(closed);
    for (const project of closed) {
      const own = votes.filter((v) => v.project === project.documentId);
      const { votes: count, positive } = VOTE_HISTORY[project.key]!;
      expect(own).toHaveLength(count);
      expect(own.filter((v) => v.support === 1)).toHaveLength(positive);
      // One vote per voter and project, from the demo's voters.
      expect(new Set(own.map((v) => v.voter)).size).toBe(count);
      expect(own.every((v) => v.voter >= 0 && v.voter < DEMO_VOTER_COUNT)).toBe(true);
      expect(positive * 2).not.toBe(count);
      expect(positive).toBeGreaterThan(0);
      expect(positive).toBeLessThan(count);
    }
    const shares = Object.values(VOTE_HISTORY).map((h) => h.positive / h.votes);
    expect(shares.some((share) => share > 0.5 && share < 0.56)).toBe(true);
  });

  it('dates every vote inside its voting window, in a Madrid daytime, oldest first, the same each time', () => {
    const votes = demoVotes(closed);
    for (const vote of votes) {
      const project = closed.find((p) => p.documentId === vote.project)!;
      expect(vote.at.getTime()).toBeGreaterThanOrEqual(startOfMadridDay(project.votingStart));
      expect(vote.at.getTime()).toBeLessThan(project.closesAt);
      const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', hourCycle: 'h23' }).format(vote.at));
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThan(22);
    }
    expect(votes.map((v) => v.at.getTime())).toEqual([...votes.map((v) => v.at.getTime())].sort((a, b) => a - b));
    expect(demoVotes(closed)).toEqual(votes);
    // Spread over the window, not one day: the campaign view's days show a curve.
    const rutas = votes.filter((v) => v.project === 'doc-rutas');
    expect(new Set(rutas.map((v) => madridToday(v.at.getTime()))).size).toBeGreaterThan(10);
  });

  it('enters the past draw with its project’s voters, after their vote and inside the reward’s window', () => {
    const votes = demoVotes(closed);
    const reward = rewardDates(REWARDS.find((r) => r.key === PAST_DRAW.reward)!, NOW);
    const window = { opens: Date.parse(reward.start_date), closes: Date.parse(reward.end_date) };
    expect(window.closes).toBeLessThan(NOW);
    const entries = demoEntries(votes, `doc-${PAST_DRAW.project}`, window);
    expect(entries.length).toBeGreaterThan(PAST_DRAW.entrants / 2);
    expect(entries.length).toBeLessThanOrEqual(PAST_DRAW.entrants);
    expect(new Set(entries.map((e) => e.voter)).size).toBe(entries.length);
    for (const entry of entries) {
      const vote = votes.find((v) => v.voter === entry.voter && v.project === `doc-${PAST_DRAW.project}`)!;
      expect(entry.at.getTime()).toBeGreaterThan(vote.at.getTime());
      expect(entry.at.getTime()).toBeGreaterThanOrEqual(window.opens);
      expect(entry.at.getTime()).toBeLessThan(window.closes);
      expect([1, 2, 3]).toContain(entry.amount);
    }
  });
});
