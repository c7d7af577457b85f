// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromColumn } from './member-row';

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

  it('keeps nulls and every other type as stored', () => {
    expect([fromColumn('boolean', null), fromColumn('datetime', undefined), fromColumn('string', 'Girona')]).toEqual([null, null, 'Girona']);
  });
});
