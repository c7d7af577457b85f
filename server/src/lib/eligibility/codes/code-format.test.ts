import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, newCode, normaliseCode } from './code-format';

describe('invitation codes', () => {
  it('carry 80 bits in 16 Crockford characters, printed in groups of four, all different', () => {
    const codes = new Set(Array.from({ length: 2000 }, newCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(CODE_LENGTH * 5).toBeGreaterThanOrEqual(80);
  });

  it('are read without case or separators, and with O, I and L as the digits they look like', () => {
    const code = newCode();
    expect(normaliseCode(code)).toBe(code.replace(/-/g, ''));
    expect(normaliseCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code.replace(/-/g, ''));
    expect(normaliseCode('abcd efgh jkmn pq0o')).toBe('ABCDEFGHJKMNPQ00');
    expect(normaliseCode('1111-IIII-LLLL-iiii')).toBe('1111111111111111');
  });

  it('refuse what cannot be a code', () => {
    for (const typed of ['', 'ABCD-EFGH-JKMN', 'ABCD-EFGH-JKMN-PQRS-T', 'ABCD-EFGH-JKMN-PQRU', 'ÀBCD-EFGH-JKMN-PQRS']) expect(normaliseCode(typed)).toBeNull();
  });
});
