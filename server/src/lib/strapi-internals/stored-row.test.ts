// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromColumn } from './stored-row';

describe("a member row's columns, as Strapi's query engine answers them on either engine", () => {
  it('reads booleans from SQLite integers and PostgreSQL booleans', () => {
    expect([fromColumn('boolean', 1), fromColumn('boolean', 0), fromColumn('boolean', true), fromColumn('boolean', false)]).toEqual([true, false, true, false]);
  });

  it('reads dates-times from milliseconds, text or Date as ISO text', () => {
    const iso = '2026-11-26T10:00:00.000Z';
    expect([fromColumn('datetime', Date.parse(iso)), fromColumn('datetime', String(Date.parse(iso))), fromColumn('datetime', iso), fromColumn('datetime', new Date(iso))]).toEqual([iso, iso, iso, iso]);
  });

  it('passes on a stored date-time no date can be made of, so the request does not fail on it', () => {
    expect(fromColumn('datetime', 'not a date')).toBe('not a date');
  });

  it('reads numbers (PostgreSQL sends decimals as text), big integers as text and JSON parsed', () => {
    expect([fromColumn('decimal', '12.5'), fromColumn('integer', 3), fromColumn('float', '0.25'), fromColumn('biginteger', 9)]).toEqual([12.5, 3, 0.25, '9']);
    expect([fromColumn('json', '{"thumbnail":{"url":"/t.png"}}'), fromColumn('json', { a: 1 }), fromColumn('json', 'not json')]).toEqual([{ thumbnail: { url: '/t.png' } }, { a: 1 }, 'not json']);
  });

  it('keeps nulls and every other type as stored', () => {
    expect([fromColumn('boolean', null), fromColumn('datetime', undefined), fromColumn('string', 'Girona')]).toEqual([null, null, 'Girona']);
  });
});
