import { madridToday, startOfMadridDay } from '../lib/madrid-time';
import { DEMO_VOTER_COUNT, PAST_DRAW, VOTE_HISTORY, seededRandom, voteMoment } from './content/vote-history';

/** Which demo voter voted which way on which closed demo project, and when: the same plan every time. */

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** A demo project whose voting has closed: its first voting day and its closing moment, as the database has them. */
export type ClosedProject = { key: string; documentId: string; votingStart: string; closesAt: number };

/** `count` different indices out of `size`, in a seeded order. */
function pick(random: () => number, size: number, count: number) {
  const all = Array.from({ length: size }, (_, i) => i);
  for (let i = 0; i < count; i += 1) {
    const j = i + Math.floor(random() * (size - i));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.slice(0, count);
}

/** A moment in the voting window, in the daytime of a Madrid day (so a day's move never takes it to another day). */
function castAt(random: () => number, project: ClosedProject) {
  const opens = startOfMadridDay(project.votingStart);
  const days = Math.max(1, Math.round((project.closesAt - opens) / DAY));
  const day = madridToday(opens + Math.floor(voteMoment(random) * days) * DAY + 12 * HOUR);
  return new Date(startOfMadridDay(day) + 8 * HOUR + Math.floor(random() * 14 * HOUR));
}

/** Each closed project's votes: which voter, which way, when; oldest first. */
export function demoVotes(projects: ClosedProject[]) {
  const votes: { voter: number; project: string; support: 1 | -1; at: Date }[] = [];
  for (const project of projects) {
    const { votes: count, positive } = VOTE_HISTORY[project.key]!;
    // Seeded by the project's key: the same votes whatever other projects an editor removed.
    const random = seededRandom([...project.key].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261));
    const voters = pick(random, DEMO_VOTER_COUNT, count);
    voters.forEach((voter, i) => votes.push({ voter, project: project.documentId, support: i < positive ? 1 : -1, at: castAt(random, project) }));
  }
  return votes.sort((a, b) => a.at.getTime() - b.at.getTime());
}

type PlannedVote = ReturnType<typeof demoVotes>[number];

/**
 * The past draw's entries: PAST_DRAW.entrants of its project's voters, each entering once, one to
 * three tickets, at a daytime moment after their vote and inside the reward's window (`opens` to
 * `closes`, instants). A voter whose vote came too late to enter does not.
 */
export function demoEntries(votes: PlannedVote[], projectDocumentId: string, { opens, closes }: { opens: number; closes: number }) {
  const random = seededRandom(0xd1a5);
  const voters = votes.filter((v) => v.project === projectDocumentId);
  const chosen = pick(random, voters.length, Math.min(PAST_DRAW.entrants, voters.length)).map((i) => voters[i]!);
  const entries: { voter: number; amount: number; at: Date }[] = [];
  for (const vote of chosen) {
    const from = Math.max(vote.at.getTime() + HOUR, opens);
    const to = closes - HOUR;
    if (from >= to) continue;
    entries.push({ voter: vote.voter, amount: 1 + Math.floor(random() * 3), at: new Date(from + Math.floor(random() * (to - from))) });
  }
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}
