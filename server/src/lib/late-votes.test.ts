// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { queuedTime, resultsFinalAt, voteAdmission } from './late-votes';
import { resultsState } from './results/visibility';

const HOUR = 60 * 60 * 1000;
// Voting from 10 November; the end day 20 November closes it at the start of 19 November, Madrid (23:00 UTC on the 18th).
const project = (currentstatus = 'published') => ({ currentstatus, voting_start: '2026-11-10', voting_end: '2026-11-20' });
const OPENS = Date.parse('2026-11-09T23:00:00Z');
const CLOSES = Date.parse('2026-11-18T23:00:00Z');

describe('the queued time a vote carries', () => {
  it('is a whole number of milliseconds no later than the arrival', () => {
    expect(queuedTime(String(CLOSES - HOUR), CLOSES)).toBe(CLOSES - HOUR);
    expect(queuedTime(String(CLOSES), CLOSES)).toBe(CLOSES);
  });

  it('is no time when it is in the future, not a number, empty or absent', () => {
    for (const header of [String(CLOSES + 1), 'yesterday', '1e12', '-5', '0', '1.5', ' 123', '', undefined]) expect(queuedTime(header, CLOSES)).toBeNull();
  });
});

describe('a vote after the close (shared/spec/decisions.md)', () => {
  it('counts when queued while the voting was open and arriving within 12 hours of the close', () => {
    expect(voteAdmission(project(), CLOSES + HOUR, CLOSES - HOUR)).toBe('open');
    expect(voteAdmission(project(), CLOSES + 12 * HOUR, CLOSES)).toBe('open');
    expect(voteAdmission(project(), CLOSES + 12 * HOUR, OPENS)).toBe('open');
  });

  it('is too late past those 12 hours', () => {
    expect(voteAdmission(project(), CLOSES + 12 * HOUR + 1, CLOSES - HOUR)).toBe('tooLate');
    expect(voteAdmission(project(), CLOSES + 30 * 24 * HOUR, CLOSES - HOUR)).toBe('tooLate');
  });

  it('is closed when its queued time is unknown, after the close or before the voting opened: the arrival decides', () => {
    expect(voteAdmission(project(), CLOSES + HOUR, null)).toBe('closed');
    expect(voteAdmission(project(), CLOSES + HOUR, CLOSES + 1)).toBe('closed');
    expect(voteAdmission(project(), CLOSES + HOUR, OPENS - 1)).toBe('closed');
    // Even "too late" is only said of a vote queued in time.
    expect(voteAdmission(project(), CLOSES + 13 * HOUR, OPENS - 1)).toBe('closed');
  });

  it('still counts when the editor moved the project on after the close, never when it went back to coming soon or approved', () => {
    expect(voteAdmission(project('finished'), CLOSES + HOUR, CLOSES - HOUR)).toBe('open');
    expect(voteAdmission(project('inprogress'), CLOSES + HOUR, CLOSES - HOUR)).toBe('open');
    expect(voteAdmission(project('comingSoon'), CLOSES + HOUR, CLOSES - HOUR)).toBe('closed');
    expect(voteAdmission(project('approved'), CLOSES + HOUR, CLOSES - HOUR)).toBe('closed');
  });

  it('changes nothing before the close: open while open, closed before it opens or unpublished', () => {
    expect(voteAdmission(project(), CLOSES, null)).toBe('open');
    expect(voteAdmission(project(), OPENS - 1, OPENS - 2)).toBe('closed');
    expect(voteAdmission(project('finished'), CLOSES - HOUR, CLOSES - 2 * HOUR)).toBe('closed');
  });
});

describe('a closed voting’s result', () => {
  const closed = { ...project(), documentId: 'p', project_type: 'humans', results_visibility: 'afterClosing' };

  it('is provisional for the 12 hours votes queued before the close may still arrive, then final', () => {
    expect(resultsFinalAt('2026-11-20')).toBe(CLOSES + 12 * HOUR);
    expect(resultsState(closed, CLOSES + 1)).toEqual({ shown: true, final: false, provisional: true });
    expect(resultsState(closed, CLOSES + 12 * HOUR)).toEqual({ shown: true, final: false, provisional: true });
    expect(resultsState(closed, CLOSES + 12 * HOUR + 1)).toEqual({ shown: true, final: true, provisional: false });
  });

  it('is live, not provisional, while a "live" voting is open', () => {
    expect(resultsState({ ...closed, results_visibility: 'live' }, CLOSES - HOUR)).toEqual({ shown: true, final: false, provisional: false });
  });
});
