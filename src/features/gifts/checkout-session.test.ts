// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkoutSessionId } from './checkout-session';

describe('checkout session id (/subscription/success?session_id=…)', () => {
  it.each([
    ['cs_local_0123456789abcdef', 'cs_local_0123456789abcdef'],
    ['cs_test_a1B2c3D4e5-x', 'cs_test_a1B2c3D4e5-x'],
    ['  cs_live_abc  ', 'cs_live_abc'],
    [12345, '12345'],
  ])('keeps %j as %j', (input, expected) => expect(checkoutSessionId(input)).toBe(expected));

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too long', 'a'.repeat(256)],
    ['markup', '<script>alert(1)</script>'],
    ['words', 'call us at 900 000 000'],
    ['a list', ['cs_1', 'cs_2']],
    ['an object', { id: 'cs_1' }],
    ['a boolean', true],
    ['a negative number', -1],
    ['a fraction', 1.5],
  ])('drops %s', (_what, input) => expect(checkoutSessionId(input)).toBeUndefined());

  it('keeps 255 characters', () => expect(checkoutSessionId('a'.repeat(255))).toHaveLength(255));
});
