// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validProgress } from './progress-rule';
import { byNewest, latestProgress, type Placed } from './timeline-order';
import { timelineParams } from './timeline-params';

const item = (documentId: string, date: string, extra: Partial<Placed> = {}): Placed => ({ kind: 'update', documentId, date, createdAt: '2026-01-01T00:00:00.000Z', ...extra });

describe('the timeline’s order', () => {
  it('goes newest first by day, then the later written, then updates before news, then by id', () => {
    const items = [
      item('a', '2026-01-01'),
      item('n', '2026-03-01', { kind: 'news' }),
      item('b', '2026-03-01'),
      item('c', '2026-03-01', { createdAt: '2026-03-02T10:00:00.000Z' }),
      item('d', '2026-05-01'),
    ];
    expect(items.sort(byNewest).map((i) => i.documentId)).toEqual(['d', 'c', 'b', 'n', 'a']);
  });
});

describe('the editor’s progress', () => {
  it('is the newest update that gives a percentage, whatever newer updates or news say', () => {
    const items = [item('old', '2026-01-01', { progress: 20 }), item('mid', '2026-02-01', { progress: 60 }), item('new', '2026-03-01', { progress: null }), item('n', '2026-04-01', { kind: 'news' })];
    expect(latestProgress(items)).toEqual({ percent: 60, date: '2026-02-01' });
    expect(latestProgress([item('zero', '2026-01-01', { progress: 0 })])).toEqual({ percent: 0, date: '2026-01-01' });
    expect(latestProgress([item('none', '2026-01-01')])).toBeNull();
  });

  it('is a whole number from 0 to 100, or none', () => {
    for (const value of [0, 55, 100, '40', null, undefined, '']) expect(validProgress(value), String(value)).toBe(true);
    for (const value of [101, -1, 12.5, '1e2', 'x', true, {}]) expect(validProgress(value), String(value)).toBe(false);
  });
});

describe('a timeline’s page', () => {
  it('is 10 items from page 1 by default, at most 50, never past the newest 200', () => {
    expect(timelineParams({})).toEqual({ page: 1, pageSize: 10 });
    expect(timelineParams({ page: '20', pageSize: '10' })).toEqual({ page: 20, pageSize: 10 });
    for (const query of [{ page: '0' }, { page: '21' }, { pageSize: '51' }, { page: ['1', '2'] }, { page: '-1' }]) {
      expect(() => timelineParams(query), JSON.stringify(query)).toThrow(expect.objectContaining({ status: 400, details: expect.objectContaining({ code: 'projectTimeline.invalid' }) }));
    }
  });
});
