import { describe, expect, it } from 'vitest';
import { projectProgress, shownProgress } from './progress';

const at = (iso: string) => Date.parse(iso);

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

describe('the progress the bar shows (issue 52)', () => {
  const start = '2026-01-01';
  const end = '2026-01-11';
  const now = at('2026-01-09T00:00:00Z'); // 80 % of the period gone by

  it("is the editor's, from the newest update that gives one, whatever the calendar says", () => {
    expect(shownProgress({ percent: 35, date: '2026-01-08' }, start, end, now)).toEqual({ source: 'editor', percent: 35, date: '2026-01-08' });
    expect(shownProgress({ percent: 0, date: '2026-01-08' }, start, end, now)).toMatchObject({ source: 'editor', percent: 0 });
    expect(shownProgress({ percent: 100, date: '2026-01-08' }, null, null, now)).toMatchObject({ source: 'editor', percent: 100 });
  });

  it('is the calendar, said as time, when no update gives one; none without dates', () => {
    expect(shownProgress(null, start, end, now)).toMatchObject({ source: 'calendar', percent: 80 });
    expect(shownProgress(null, null, end, now)).toBeNull();
  });

  it('is nothing while the timeline is not known yet, so the bar never jumps', () => {
    expect(shownProgress(undefined, start, end, now)).toBeNull();
  });
});
