// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isVotingOpen, madridToday, startOfMadridDay, votingClosesAt } from './madrid-time';

const project = (voting_start: string, voting_end: string, currentstatus = 'published') => ({ currentstatus, voting_start, voting_end });
const at = (iso: string) => Date.parse(iso);

describe('Madrid days', () => {
  it('start at local midnight in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(new Date(startOfMadridDay('2026-01-15')).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(new Date(startOfMadridDay('2026-07-15')).toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(new Date(startOfMadridDay('2026-03-29')).toISOString()).toBe('2026-03-28T23:00:00.000Z'); // the day clocks go forward
  });

  it('name today as Madrid does, not as UTC does', () => {
    expect(madridToday(at('2026-01-14T23:30:00Z'))).toBe('2026-01-15');
    expect(madridToday(at('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
  });
});

describe('voting window (spec §4)', () => {
  const window = project('2026-11-10', '2026-11-20');

  it('opens at the start of the start day', () => {
    expect(isVotingOpen(window, at('2026-11-09T22:59:59Z'))).toBe(false);
    expect(isVotingOpen(window, at('2026-11-09T23:00:00Z'))).toBe(true);
  });

  it('closes when less than one full day remains before the end day', () => {
    expect(isVotingOpen(window, at('2026-11-18T23:00:00Z'))).toBe(true); // exactly 24 h left
    expect(isVotingOpen(window, at('2026-11-18T23:00:01Z'))).toBe(false);
  });

  it('closes at 00:00 Madrid of the calendar day before the end day, 23 or 25 hours long on a clock change', () => {
    expect(new Date(votingClosesAt('2026-05-15')).toISOString()).toBe('2026-05-13T22:00:00.000Z');
    expect(new Date(votingClosesAt('2026-03-30')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(votingClosesAt('2026-10-26')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('is closed unless the project is published and has both dates', () => {
    expect(isVotingOpen(project('2026-11-10', '2026-11-20', 'comingSoon'), at('2026-11-12T12:00:00Z'))).toBe(false);
    expect(isVotingOpen({ currentstatus: 'published', voting_start: null, voting_end: '2026-11-20' }, at('2026-11-12T12:00:00Z'))).toBe(false);
  });
});
