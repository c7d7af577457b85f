import { describe, expect, it } from 'vitest';
import { listSearch } from './list-search';
import { projectSearchRequest } from './requests';

describe("/projects' address", () => {
  it('keeps a search, status, partner, type, place and page that make sense', () => {
    expect(listSearch({ q: ' jardín ', status: 'closed', partner: 'abc123', type: 'form', place: 'Ávila', page: 3 })).toEqual({
      q: 'jardín',
      status: 'closed',
      partner: 'abc123',
      type: 'form',
      place: 'Ávila',
      page: 3,
    });
  });

  it('leaves the defaults out, so that the plain list is plain /projects', () => {
    expect(listSearch({})).toEqual({});
    expect(listSearch({ status: 'current', page: 1, q: '   ' })).toEqual({});
  });

  it('falls back cleanly from anything odd, keeping what is right', () => {
    expect(listSearch({ status: 'draft', type: 'secret', page: 'abc', partner: "x' OR 1", place: ['a'], q: { $ne: 1 } })).toEqual({});
    expect(listSearch({ page: 0 })).toEqual({});
    expect(listSearch({ page: 2.5, status: 'open' })).toEqual({ status: 'open' });
    expect(listSearch({ page: 99_999 })).toEqual({});
    // The router reads `?q=2026` as a number: it is still a search.
    expect(listSearch({ q: 2026 })).toEqual({ q: '2026' });
    // Longer than the server takes: cut, not refused.
    expect(listSearch({ q: 'a'.repeat(150) }).q).toHaveLength(100);
  });

  it('asks the server for one address per list, defaults written out', () => {
    expect(projectSearchRequest(listSearch({})).params).toEqual({ group: 'current', page: 1, pageSize: 12 });
    expect(projectSearchRequest(listSearch({ page: 2, place: 'Madrid', q: 'huerto', status: 'closed' })).params).toEqual({
      group: 'closed',
      q: 'huerto',
      place: 'Madrid',
      page: 2,
      pageSize: 12,
    });
  });
});
