// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isStillVoting } from '../voting';
import { cardButtons, cardColours, CARD_COLOURS, daysLeft, LOOKWHAT_COLOUR, optionForSupport, projectDaysLeft, supportForOption } from './rules';
import { projectProgress } from './progress';
import { statusLabelId } from './status-label';

const at = (iso: string) => Date.parse(iso);
const published = { currentstatus: 'published', voting_start: '2026-11-10', voting_end: '2026-11-20', project_type: 'humans' };
/** A form project's reward open from 1 to 30 November 2026 (Madrid): its voting days are long past. */
const formReward = (documentId = 'r1') => ({ documentId, start_date: '2026-10-31T23:00:00.000Z', end_date: '2026-11-30T22:59:59.000Z' });
const form = { ...published, project_type: 'form', voting_start: '2025-01-01', voting_end: '2025-02-01', reward: formReward() };

describe('days left', () => {
  it('counts whole days until the end day, and 0 once none is left', () => {
    expect(daysLeft('2026-11-20', at('2026-11-12T12:00:00Z'))).toBe(7);
    expect(daysLeft('2026-11-20', at('2026-11-18T23:00:00Z'))).toBe(1);
    expect(daysLeft('2026-11-20', at('2026-11-19T12:00:00Z'))).toBe(0);
    expect(daysLeft('2026-11-20', at('2026-12-01T12:00:00Z'))).toBe(0);
    expect(daysLeft(null)).toBe(0);
    expect(daysLeft('not a date')).toBe(0);
  });
});

describe("a card's days left", () => {
  it('counts only while the window is open: voting days, or a form reward to its end rounded up', () => {
    expect(projectDaysLeft(published, at('2026-11-12T12:00:00Z'))).toBe(7);
    expect(projectDaysLeft(published, at('2026-11-05T12:00:00Z'))).toBe(0);
    expect(projectDaysLeft(form, at('2026-11-12T12:00:00Z'))).toBe(19);
    expect(projectDaysLeft(form, at('2026-11-30T12:00:00Z'))).toBe(1);
    expect(projectDaysLeft(form, at('2026-10-20T12:00:00Z'))).toBe(0);
    expect(projectDaysLeft(form, at('2026-12-01T12:00:00Z'))).toBe(0);
    expect(projectDaysLeft({ ...published, currentstatus: 'comingSoon' }, at('2026-11-12T12:00:00Z'))).toBe(0);
  });
});

describe('project progress', () => {
  const start = '2026-01-01';
  const end = '2026-01-11'; // ten days

  it('is the rounded, clamped share of time elapsed', () => {
    expect(projectProgress(start, end, at('2025-12-01T00:00:00Z'))?.percent).toBe(0);
    expect(projectProgress(start, end, at('2026-01-03T23:00:00Z'))?.percent).toBe(30);
    expect(projectProgress(start, end, at('2026-01-04T02:00:00Z'))?.percent).toBe(31); // 3.125 of 10 days
    expect(projectProgress(start, end, at('2026-02-01T00:00:00Z'))?.percent).toBe(100);
  });

  it('says finished at 100, the first subtitle under 50, the second otherwise', () => {
    expect(projectProgress(start, end, at('2026-01-05T00:00:00Z'))?.messageId).toBe('project.progress.firstHalf');
    expect(projectProgress(start, end, at('2026-01-05T23:00:00Z'))?.messageId).toBe('project.progress.secondHalf');
    expect(projectProgress(start, end, at('2026-03-01T00:00:00Z'))?.messageId).toBe('project.progress.finished');
  });

  it('is absent without both dates or with an empty span', () => {
    expect(projectProgress(null, end)).toBeNull();
    expect(projectProgress(end, start)).toBeNull();
  });
});

describe('card colours', () => {
  const cards = (types: string[]) => types.map((project_type) => ({ project_type }));

  it('cycle through six colours, lookwhat in grey-blue', () => {
    const colours = cardColours(cards(['humans', 'others', 'lookwhat', 'form', 'humans', 'others', 'humans']));
    expect(colours.slice(0, 6)).toEqual([CARD_COLOURS[0], CARD_COLOURS[1], LOOKWHAT_COLOUR, CARD_COLOURS[3], CARD_COLOURS[4], CARD_COLOURS[5]]);
  });

  it('give the last card the third colour when the count is one more than a multiple of six', () => {
    expect(cardColours(cards(Array(7).fill('humans')))[6]).toBe(CARD_COLOURS[2]);
    expect(cardColours(cards(Array(13).fill('humans')))[12]).toBe(CARD_COLOURS[2]);
    expect(cardColours(cards([...Array(6).fill('humans'), 'lookwhat']))[6]).toBe(LOOKWHAT_COLOUR);
    expect(cardColours(cards(Array(8).fill('humans')))[7]).toBe(CARD_COLOURS[1]);
  });

  it('apply the modulo-six rule to a single card too, as the spec words it', () => {
    expect(cardColours(cards(['humans']))).toEqual([CARD_COLOURS[2]]);
    expect(cardColours(cards(['form']))).toEqual([CARD_COLOURS[2]]);
    expect(cardColours(cards(['lookwhat']))).toEqual([LOOKWHAT_COLOUR]);
    expect(cardColours([])).toEqual([]);
  });
});

describe('card buttons', () => {
  const now = at('2026-11-12T12:00:00Z');

  it('offer one button to the project for comingSoon, participation for form projects', () => {
    expect(cardButtons({ ...published, currentstatus: 'comingSoon' }, undefined, now)).toEqual({ kind: 'seeProject' });
    expect(cardButtons({ ...published, project_type: 'form', reward: formReward('r9') }, undefined, now)).toEqual({ kind: 'participate', rewardId: 'r9' });
  });

  it('have no participation button for a form project without a reward', () => {
    expect(cardButtons({ ...published, project_type: 'form' }, undefined, now)).toEqual({ kind: 'noReward' });
    expect(cardButtons({ ...published, project_type: 'form', reward: null }, 1, now)).toEqual({ kind: 'noReward' });
  });

  it('offer up/down, or options 1 and 2 for lookwhat, while voting is open', () => {
    expect(cardButtons(published, undefined, now)).toEqual({ kind: 'vote', options: 'upDown' });
    expect(cardButtons({ ...published, project_type: 'lookwhat' }, 0, now)).toEqual({ kind: 'vote', options: 'lookwhat' });
  });

  it('stay inert after a vote and show ended to members who did not vote in time', () => {
    expect(cardButtons(published, -1, now)).toEqual({ kind: 'voted', support: -1 });
    expect(cardButtons(published, 1, at('2026-12-01T00:00:00Z'))).toEqual({ kind: 'voted', support: 1 });
    expect(cardButtons(published, undefined, at('2026-12-01T00:00:00Z'))).toEqual({ kind: 'ended' });
  });

  it('are inert, neither live nor ended, until the member votes are known', () => {
    const ended = at('2026-12-01T00:00:00Z');
    expect(cardButtons(published, undefined, now, 'loading')).toEqual({ kind: 'votesUnknown', state: 'loading' });
    expect(cardButtons(published, undefined, ended, 'loading')).toEqual({ kind: 'votesUnknown', state: 'loading' });
    expect(cardButtons({ ...published, project_type: 'lookwhat' }, undefined, now, 'error')).toEqual({ kind: 'votesUnknown', state: 'error' });
    // A vote waiting in the outbox is known without the server's list; comingSoon and form cards need no votes.
    expect(cardButtons(published, 1, now, 'loading')).toEqual({ kind: 'voted', support: 1 });
    expect(cardButtons({ ...published, currentstatus: 'comingSoon' }, undefined, now, 'loading')).toEqual({ kind: 'seeProject' });
    expect(cardButtons({ ...published, project_type: 'form', reward: formReward('r1') }, undefined, now, 'error')).toEqual({ kind: 'participate', rewardId: 'r1' });
  });

  it('say when voting opens for a published project whose voting has not started, never "ended"', () => {
    const before = at('2026-11-05T12:00:00Z');
    expect(cardButtons(published, undefined, before)).toEqual({ kind: 'notYet', opensOn: { day: '2026-11-10' } });
    expect(cardButtons({ ...published, project_type: 'lookwhat' }, undefined, before, 'guest')).toEqual({ kind: 'notYet', opensOn: { day: '2026-11-10' } });
    // Not published: no voting to announce.
    expect(cardButtons({ ...published, currentstatus: 'approved' }, undefined, before)).toEqual({ kind: 'ended' });
  });

  it('judge a form project by its reward: when it opens, open, then closed (with its reward still linked)', () => {
    expect(cardButtons(form, undefined, at('2026-10-20T12:00:00Z'))).toEqual({ kind: 'notYet', opensOn: { instant: '2026-10-31T23:00:00.000Z' } });
    expect(cardButtons(form, undefined, at('2026-10-31T23:00:00Z'))).toEqual({ kind: 'participate', rewardId: 'r1' });
    expect(cardButtons(form, undefined, at('2026-11-30T22:59:59Z'))).toEqual({ kind: 'participate', rewardId: 'r1' });
    expect(cardButtons(form, undefined, at('2026-11-30T23:00:00Z'))).toEqual({ kind: 'signUpClosed', rewardId: 'r1' });
  });

  it('ask a guest to sign in where a member would vote', () => {
    expect(cardButtons(published, undefined, now, 'guest')).toEqual({ kind: 'signIn' });
    expect(cardButtons(published, undefined, at('2026-12-01T00:00:00Z'), 'guest')).toEqual({ kind: 'ended' });
    expect(cardButtons(form, undefined, now, 'guest')).toEqual({ kind: 'participate', rewardId: 'r1' });
  });

  it('map lookwhat option 1 to -1 and option 2 to +1', () => {
    expect(supportForOption(1)).toBe(-1);
    expect(supportForOption(2)).toBe(1);
    expect(optionForSupport(-1)).toBe(1);
    expect(optionForSupport(1)).toBe(2);
  });
});

describe('status label', () => {
  it('says "in voting" for a published project only while its voting is open', () => {
    expect(statusLabelId(published, at('2026-11-05T12:00:00Z'))).toBe('projectStatus.votingSoon');
    expect(statusLabelId(published, at('2026-11-12T12:00:00Z'))).toBe('projectStatus.published');
    expect(statusLabelId(published, at('2026-11-19T12:00:00Z'))).toBe('projectStatus.votingClosed');
    expect(statusLabelId({ currentstatus: 'published', voting_start: null, voting_end: null })).toBe('projectStatus.votingClosed');
  });

  it('names any other status as it is', () => {
    expect(statusLabelId({ ...published, currentstatus: 'comingSoon' }, at('2026-11-12T12:00:00Z'))).toBe('projectStatus.comingSoon');
    expect(statusLabelId({ ...published, currentstatus: 'ongoing' }, at('2026-11-30T12:00:00Z'))).toBe('projectStatus.ongoing');
  });

  it("labels a form project by its reward's sign-up window, not by voting dates", () => {
    expect(statusLabelId(form, at('2026-10-20T12:00:00Z'))).toBe('projectStatus.signUpSoon');
    expect(statusLabelId(form, at('2026-11-12T12:00:00Z'))).toBe('projectStatus.signUpOpen');
    expect(statusLabelId(form, at('2026-12-01T12:00:00Z'))).toBe('projectStatus.signUpClosed');
    expect(statusLabelId({ ...form, reward: null }, at('2026-11-12T12:00:00Z'))).toBe('projectStatus.signUpSoon');
    expect(isStillVoting(form, at('2026-11-12T12:00:00Z'))).toBe(true);
    expect(isStillVoting(form, at('2026-12-01T12:00:00Z'))).toBe(false);
  });
});
