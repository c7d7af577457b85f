import { describe, expect, it } from 'vitest';
import { assertMeets, meets } from './requirements';

describe('who may take part', () => {
  it.each([
    [null, 'anyMember', true],
    [null, 'verified', false],
    ['census', 'verified', true],
    ['code', 'verified', true],
    ['census', 'census', true],
    ['code', 'census', false],
    ['census', 'code', false],
    ['code', 'code', true],
    [null, undefined, true],
    [null, 'somethingNew', true],
    ['forged', 'verified', false],
  ])('a member verified by %s meets %s: %s', (method, requirement, expected) => {
    expect(meets({ verificationMethod: method }, requirement)).toBe(expected);
  });

  it('refuses with 409 verification.required, naming the requirement and the action', () => {
    try {
      assertMeets({ verificationMethod: null }, 'census', 'vote');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ status: 409, details: { code: 'verification.required', requirement: 'census', action: 'vote' } });
    }
  });
});
