// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isVotingOpen as serverIsVotingOpen, votingClosesAt as serverClosesAt } from '../../../server/src/lib/madrid-time';
import projectSchema from '../../../server/src/api/project/content-types/project/schema.json';
import { isStillVoting, isVotingOpen, votingClosesAt } from './rules';
import { STATUSES, TYPES } from './statuses';
import { SAMPLE_INSTANTS } from '../../../tests/setup/voting-samples';

const at = (iso: string) => Date.parse(iso);
const published = { currentstatus: 'published', voting_start: '2026-11-10', voting_end: '2026-11-20', project_type: 'humans' };

describe('voting window', () => {
  it('opens at the start of the start day in Madrid', () => {
    expect(isVotingOpen(published, at('2026-11-09T22:59:59Z'))).toBe(false);
    expect(isVotingOpen(published, at('2026-11-09T23:00:00Z'))).toBe(true);
  });

  it('needs one full day left before the end day', () => {
    expect(isVotingOpen(published, at('2026-11-18T23:00:00Z'))).toBe(true);
    expect(isVotingOpen(published, at('2026-11-18T23:00:01Z'))).toBe(false);
  });

  // Issue 52: the day before the end day is a calendar day, 23 or 25 hours long when the clocks change.
  it('closes at 00:00 Madrid of the day before the end day, across a clock change too, as the server does', () => {
    const closes = (voting_end: string, iso: string) => {
      const window = { ...published, voting_start: '2026-01-01', voting_end };
      for (const open of [isVotingOpen, serverIsVotingOpen]) {
        expect(open(window, at(iso))).toBe(true);
        expect(open(window, at(iso) + 1)).toBe(false);
      }
    };
    closes('2026-03-30', '2026-03-28T23:00:00Z'); // 29 March is 23 hours long
    closes('2026-10-26', '2026-10-24T22:00:00Z'); // 25 October is 25 hours long
    closes('2026-05-15', '2026-05-13T22:00:00Z'); // the admin's example: 13 May is the last day
  });

  it('puts the close where the server does for every end day of two years', () => {
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 24 * 60 * 60 * 1000) {
      const end = new Date(day).toISOString().slice(0, 10);
      expect(votingClosesAt(end), end).toBe(serverClosesAt(end));
    }
  });

  it('is closed for any status but published, and without dates', () => {
    for (const currentstatus of ['comingSoon', 'approved', 'ongoing', 'finished']) {
      expect(isVotingOpen({ ...published, currentstatus }, at('2026-11-12T12:00:00Z'))).toBe(false);
    }
    expect(isVotingOpen({ ...published, voting_end: null }, at('2026-11-12T12:00:00Z'))).toBe(false);
  });
});

describe('still voting', () => {
  it('counts a published project as still voting until its voting closes', () => {
    expect(isStillVoting(published, at('2026-11-05T12:00:00Z'))).toBe(true);
    expect(isStillVoting(published, at('2026-11-12T12:00:00Z'))).toBe(true);
    expect(isStillVoting(published, at('2026-11-19T12:00:00Z'))).toBe(false);
    expect(isStillVoting({ ...published, currentstatus: 'ongoing' }, at('2026-11-12T12:00:00Z'))).toBe(false);
  });
});

// The same rules on both sides: the app offers a vote only while the server takes it.
describe('the voting window, as the app and the server read it', () => {
  const instants = [
    ...SAMPLE_INSTANTS,
    // Summer time: the start day begins at 22:00 UTC, and voting closes then.
    ...['2026-06-09T21:59:59.999Z', '2026-06-09T22:00:00Z', '2026-06-18T22:00:00Z', '2026-06-18T22:00:00.001Z'].map(at),
  ];
  const windows = [['2026-11-10', '2026-11-20'], ['2026-06-10', '2026-06-20'], ['2026-11-10', '2026-11-11'], [null, '2026-11-20'], ['2026-11-10', null], [null, null]] as const;

  it.each(STATUSES)('agrees for every %s project, window and instant', (currentstatus) => {
    const disagreements = windows.flatMap(([voting_start, voting_end]) =>
      instants
        .filter((now) => isVotingOpen({ currentstatus, voting_start, voting_end }, now) !== serverIsVotingOpen({ currentstatus, voting_start, voting_end }, now))
        .map((now) => `${voting_start}…${voting_end} at ${new Date(now).toISOString()}`),
    );
    expect(disagreements).toEqual([]);
  });

  it("knows the server schema's statuses and types", () => {
    expect(STATUSES).toEqual(projectSchema.attributes.currentstatus.enum);
    expect(TYPES).toEqual(projectSchema.attributes.project_type.enum);
  });
});
