// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { formatDay, formatInstant } from './format-date';

const es = setupI18n({ locale: 'es', messages: { es: {} } });
const en = setupI18n({ locale: 'en', messages: { en: {} } });

describe('dates shown to members', () => {
  let zone: string | undefined;
  // A device west of UTC, where a calendar day read as UTC midnight would fall on the day before.
  beforeEach(() => {
    zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('show a calendar day as that day, whatever the device time zone', () => {
    expect(formatDay(es, '2026-03-01')).toBe('1 de marzo de 2026');
    expect(formatDay(en, '2026-03-01')).toBe('March 1, 2026');
    expect(formatDay(es, '2026-03-01', 'medium')).toBe('1 mar 2026');
  });

  it('show an instant as its day in Madrid', () => {
    // 23:30 UTC is already the next day in Madrid (UTC+1 in winter), still the same day in New York.
    expect(formatInstant(es, '2026-03-01T23:30:00Z')).toBe('2 de marzo de 2026');
    expect(formatInstant(en, Date.parse('2026-07-31T22:30:00Z'))).toBe('August 1, 2026');
  });
});
