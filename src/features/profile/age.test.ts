// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ageInYears } from './age';

const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);

describe('age in years', () => {
  it('goes up on the birthday itself, not the day before', () => {
    expect(ageInYears('1990-04-02', on(2026, 4, 1))).toBe(35);
    expect(ageInYears('1990-04-02', on(2026, 4, 2))).toBe(36);
    expect(ageInYears('1990-04-02', on(2026, 4, 3))).toBe(36);
  });

  it('counts the month before the day', () => {
    expect(ageInYears('1990-12-31', on(2026, 1, 1))).toBe(35);
    expect(ageInYears('1990-01-01', on(2026, 12, 31))).toBe(36);
  });

  it('uses the device’s calendar day, early or late in it', () => {
    expect(ageInYears('2000-06-15', new Date(2026, 5, 15, 0, 0, 1))).toBe(26);
    expect(ageInYears('2000-06-15', new Date(2026, 5, 14, 23, 59, 59))).toBe(25);
  });

  it('makes someone born on 29 February a year older on 1 March in other years, and on the 29th in leap years', () => {
    expect(ageInYears('2000-02-29', on(2025, 2, 28))).toBe(24);
    expect(ageInYears('2000-02-29', on(2025, 3, 1))).toBe(25);
    expect(ageInYears('2000-02-29', on(2028, 2, 29))).toBe(28);
  });

  it('is 0 from the day of birth and nothing for a missing, malformed or future date', () => {
    expect(ageInYears('2026-03-10', on(2026, 3, 10))).toBe(0);
    expect(ageInYears(null, on(2026, 3, 10))).toBeNull();
    expect(ageInYears('', on(2026, 3, 10))).toBeNull();
    expect(ageInYears('10/03/2000', on(2026, 3, 10))).toBeNull();
    expect(ageInYears('2026-03-11', on(2026, 3, 10))).toBeNull();
  });
});
