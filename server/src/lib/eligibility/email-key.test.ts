import { describe, expect, it } from 'vitest';
import { emailKey } from './email-key';

describe('the canonical form of an address', () => {
  it.each([
    ['Ana.Garcia@Gmail.com', 'anagarcia@gmail.com'],
    ['ana.garcia+2@gmail.com', 'anagarcia@gmail.com'],
    ['anagarcia@googlemail.com', 'anagarcia@gmail.com'],
    ['a.n.a+x+y@gmail.com', 'ana@gmail.com'],
    ['ana.garcia+news@ayto.es', 'ana.garcia@ayto.es'],
    [' ANA@Ayto.ES ', 'ana@ayto.es'],
  ])('reads %s as %s', (address, key) => {
    expect(emailKey(address)).toBe(key);
  });

  it('keeps dots outside Gmail and a plus at the start', () => {
    expect(emailKey('ana.garcia@ayto.es')).not.toBe(emailKey('anagarcia@ayto.es'));
    expect(emailKey('+tag@ayto.es')).toBe('+tag@ayto.es');
  });
});
