import { describe, expect, it } from 'vitest';
import { isBirthDate, underAge } from './age';

describe('the age of consent (14)', () => {
  it('is reached on the 14th birthday, not the day before', () => {
    expect(underAge('2012-11-28', '2026-11-28')).toBe(false);
    expect(underAge('2012-11-29', '2026-11-28')).toBe(true);
    expect(underAge('2000-01-01', '2026-11-28')).toBe(false);
    expect(underAge('2020-05-05', '2026-11-28')).toBe(true);
  });

  it('is reached on 1 March for a 29 February birthday in a year without one', () => {
    expect(underAge('2012-02-29', '2026-02-28')).toBe(true);
    expect(underAge('2012-02-29', '2026-03-01')).toBe(false);
  });

  it('takes only real past days', () => {
    expect(isBirthDate('2001-04-31', '2026-11-28')).toBe(false);
    expect(isBirthDate('2030-01-01', '2026-11-28')).toBe(false);
    expect(isBirthDate('1899-12-31', '2026-11-28')).toBe(false);
    expect(isBirthDate('2001-4-3', '2026-11-28')).toBe(false);
    expect(isBirthDate('2000-02-29', '2026-11-28')).toBe(true);
  });
});
