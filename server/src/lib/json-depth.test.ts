import { describe, expect, it } from 'vitest';
import { shapeProblem } from './json-depth';

describe('a parsed body the database could not store', () => {
  it('is found in a value or a key at any depth, and only where text is checked', () => {
    expect(shapeProblem({ a: [{ b: 'ok\u0000' }] }, 10)).toBe('unstorableText');
    expect(shapeProblem({ ['k\u0000']: 1 }, 10)).toBe('unstorableText');
    expect(shapeProblem('plain\u0000', 10)).toBe('unstorableText');
    expect(shapeProblem({ a: 'ok\u0000' }, 10, { text: false })).toBeNull();
    expect(shapeProblem({ a: 'tabs\tand\nlines are fine', b: 'ñ€😀' }, 10)).toBeNull();
  });

  it('still finds depth and prototype keys first where asked', () => {
    expect(shapeProblem({ a: { b: { c: {} } } }, 2)).toBe('tooDeep');
    expect(shapeProblem({ constructor: 'x' }, 10)).toBe('prototypeKey');
    expect(shapeProblem({ constructor: 'x' }, 10, { prototypeKeys: false })).toBeNull();
  });
});
