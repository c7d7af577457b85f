// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchText } from '../../lib/search-text';
import { registrationSearch, resetSearch } from './search';

describe('query parameters', () => {
  it('reads text, turns numbers the router parsed back into text and ignores anything else', () => {
    expect(searchText(' abc ')).toBe('abc');
    expect(searchText(123456)).toBe('123456');
    expect(searchText('')).toBeUndefined();
    expect(searchText(true)).toBeUndefined();
    expect(searchText(['a'])).toBeUndefined();
    expect(searchText(Number.NaN)).toBeUndefined();
  });

  it('/registration keeps the gift token, the e-mail and the campaign parameters only', () => {
    expect(registrationSearch({ token: 'gift-1', email: 'ana@chispa.test', utm_source: 'mail', locale: 'en', other: 'x' })).toEqual({
      token: 'gift-1',
      email: 'ana@chispa.test',
      utm_source: 'mail',
    });
    expect(registrationSearch({ token: '', email: { x: 1 } })).toEqual({});
  });

  it('/reset keeps the code and the error', () => {
    expect(resetSearch({ code: 'abc', error: 'resetPassword.invalidCode', x: 1 })).toEqual({ code: 'abc', error: 'resetPassword.invalidCode' });
    expect(resetSearch({})).toEqual({});
  });
});
