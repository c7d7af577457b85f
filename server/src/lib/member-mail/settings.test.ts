import { describe, expect, it } from 'vitest';
import { parseSettings } from './settings';

const valid = { mail: { updates: true, results: false, draws: true }, digest: 'weekly' };

describe('a member’s notification settings as sent', () => {
  it('are read when they are exactly the settings', () => {
    expect(parseSettings(valid)).toEqual(valid);
  });

  it('are refused otherwise', () => {
    for (const body of [
      null,
      [],
      'x',
      { ...valid, digest: 'monthly' },
      { ...valid, digest: undefined },
      { ...valid, extra: 1 },
      { ...valid, mail: { updates: true, results: false } },
      { ...valid, mail: { ...valid.mail, draws: 'yes' } },
      { ...valid, mail: { ...valid.mail, news: true } },
      { ...valid, mail: [true, false, true] },
    ]) {
      expect(parseSettings(body), JSON.stringify(body)).toBeNull();
    }
  });
});
