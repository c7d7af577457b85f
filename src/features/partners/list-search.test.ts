import { describe, expect, it } from 'vitest';
import { partnerListSearch } from './list-search';
import { partnerListRequest, PARTNER_LIST } from './requests';

describe("/igniters' address", () => {
  it('keeps a name and a page, and falls back from anything odd', () => {
    expect(partnerListSearch({ q: ' raíces ', page: 2 })).toEqual({ q: 'raíces', page: 2 });
    expect(partnerListSearch({ q: ['a'], page: 'x' })).toEqual({});
    expect(partnerListSearch({ page: 1, q: '' })).toEqual({});
    expect(partnerListSearch({ page: 5000 })).toEqual({});
  });

  it("reads the spec's first page as before, and the next ones by offset", () => {
    expect(partnerListRequest('', 1).params).toEqual(PARTNER_LIST);
    expect(partnerListRequest('huerto', 3).params).toEqual({ ...PARTNER_LIST, offset: 200, 'filters[name][$containsi]': 'huerto' });
  });
});
