// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryOptions } from './countries';

describe('country options', () => {
  it('are the 249 ISO 3166-1 alpha-2 codes, once each', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['ES', 'FR', 'GB', 'US', 'SS', 'BQ', 'AX']));
    for (const retired of ['UK', 'EU', 'XK', 'AN', 'YU']) expect(COUNTRY_CODES).not.toContain(retired);
  });

  it('have a name in the member’s language for every code, sorted as that language sorts', () => {
    const es = countryOptions('es');
    expect(es).toHaveLength(249);
    expect(es.find((o) => o.code === 'DE')?.name).toBe('Alemania');
    expect(countryOptions('en').find((o) => o.code === 'DE')?.name).toBe('Germany');
    expect(es.every((o) => o.name !== o.code)).toBe(true);
    const collator = new Intl.Collator('es');
    for (let i = 1; i < es.length; i++) expect(collator.compare(es[i - 1]!.name, es[i]!.name)).toBeLessThanOrEqual(0);
  });

  it('keep a stored value that is not in the list, so saving does not drop it', () => {
    expect(countryOptions('es', 'Catalunya').find((o) => o.code === 'Catalunya')).toEqual({ code: 'Catalunya', name: 'Catalunya' });
    expect(countryOptions('es', 'ES')).toHaveLength(249);
  });
});
