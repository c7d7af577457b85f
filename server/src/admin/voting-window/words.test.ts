// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isVotingOpen, startOfMadridDay } from '../../lib/madrid-time';
import { votingWindowWords } from './words';

const project = { currentstatus: 'published', project_type: 'humans', voting_start: '2026-05-01', voting_end: '2026-05-15' };

describe("the voting window beside a project's dates in the admin", () => {
  it('names the first and last moment members can vote, in Madrid time: an end on 15 May makes 13 May the last day', () => {
    expect(votingWindowWords(project)[0]).toBe('Se puede votar desde el 1 may 2026, 00:00 hasta el 13 may 2026, 23:59 (hora de Madrid).');
  });

  it('says what the server does at those moments', () => {
    const first = startOfMadridDay('2026-05-01');
    const last = startOfMadridDay('2026-05-14') - 60_000; // 13 May, 23:59
    expect([first - 1, first, last, startOfMadridDay('2026-05-14') + 1].map((now) => isVotingOpen(project, now))).toEqual([false, true, true, false]);
  });

  it('counts the day before the end day as a calendar day across a clock change', () => {
    expect(votingWindowWords({ ...project, voting_start: '2026-10-20', voting_end: '2026-10-26' })[0]).toBe(
      'Se puede votar desde el 20 oct 2026, 00:00 hasta el 24 oct 2026, 23:59 (hora de Madrid).',
    );
  });

  it('says when no one can vote: missing dates, an end too soon, a form project, a status other than published', () => {
    expect(votingWindowWords({ ...project, voting_end: null })).toEqual(['Sin fecha de inicio y de fin de la votación, no se puede votar.']);
    expect(votingWindowWords({ ...project, voting_end: '2026-05-02' })[0]).toMatch(/^Con estas fechas no se puede votar/);
    expect(votingWindowWords({ ...project, project_type: 'form' })[0]).toMatch(/^Un proyecto «form» no se vota/);
    expect(votingWindowWords({ ...project, currentstatus: 'comingSoon' }).at(-1)).toBe('Solo se vota con el estado «published».');
  });
});
