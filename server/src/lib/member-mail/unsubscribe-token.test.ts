import { beforeAll, describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

beforeAll(() => {
  process.env.VERIFICATION_SECRET ??= 'unit-test-secret';
});

const nonce = 'a'.repeat(32);

describe('the one-click unsubscribe token', () => {
  it('carries its member and nonce', () => {
    expect(readUnsubscribeToken(unsubscribeToken(42, nonce))).toEqual({ userId: 42, nonce });
  });

  it('is refused when anything in it changed, or it is not one', () => {
    const token = unsubscribeToken(42, nonce);
    expect(readUnsubscribeToken(token.replace(/^42\./, '43.'))).toBeNull();
    expect(readUnsubscribeToken(token.replace(nonce, 'b'.repeat(32)))).toBeNull();
    expect(readUnsubscribeToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    for (const other of [undefined, '', '42', ['x'], `${token}.x`]) expect(readUnsubscribeToken(other)).toBeNull();
  });
});
