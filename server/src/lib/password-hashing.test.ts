// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { passwordForHashing } from './password-hashing';

describe('the password the server hashes', () => {
  it('is the password itself up to bcrypt’s 72 bytes, so existing hashes keep matching', () => {
    expect(passwordForHashing('member-pass-2026')).toBe('member-pass-2026');
    expect(passwordForHashing('x'.repeat(72))).toBe('x'.repeat(72));
    expect(passwordForHashing('ñ'.repeat(36))).toBe('ñ'.repeat(36)); // 72 bytes
  });

  it('is a 58-byte digest beyond them, different for passwords that differ only after byte 72', () => {
    const long = 'x'.repeat(100);
    const hashed = passwordForHashing(long);
    expect(hashed).toMatch(/^chispa-sha256:[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.byteLength(hashed)).toBe(58);
    expect(passwordForHashing(`${long}y`)).not.toBe(hashed);
    expect(passwordForHashing('ñ'.repeat(37))).not.toBe('ñ'.repeat(37)); // 74 bytes
  });

  it('is left as typed beyond 255 characters, for the rule to refuse', () => {
    expect(passwordForHashing('x'.repeat(256))).toBe('x'.repeat(256));
  });
});
