// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('the page a member returns to after signing in', () => {
  it('is any path on this site, with its query and fragment', () => {
    expect(returnPath('/projects/abc123')).toBe('/projects/abc123');
    expect(returnPath('/projects/abc?locale=en#vote')).toBe('/projects/abc?locale=en#vote');
    expect(returnPath('/')).toBe('/');
  });

  it('is never another site: absolute URLs, scheme-relative, backslashes and schemes are dropped', () => {
    for (const hostile of [
      'https://evil.example/',
      'http://evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'evil.example',
      '',
      ' /projects',
    ]) {
      expect(returnPath(hostile), hostile).toBeUndefined();
    }
    expect(returnPath(['/projects'])).toBeUndefined();
    expect(returnPath(undefined)).toBeUndefined();
  });

  it('is never the login or logout page', () => {
    expect(returnPath('/login?redirect=/x')).toBeUndefined();
    expect(returnPath('/logout')).toBeUndefined();
  });
});
