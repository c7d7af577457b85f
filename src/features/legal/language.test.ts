// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { legalLanguage } from './language';

describe('language of the legal pages (spec §2: Spanish if es, otherwise English)', () => {
  it.each([
    ['es', 'es'],
    ['en', 'en'],
    ['en-GB', 'en'],
    // ca and fr fall back to es (spec §1) before the rule applies, so they read Spanish.
    ['ca', 'es'],
    ['fr', 'es'],
    [null, 'es'],
  ])('%s → %s', (language, expected) => expect(legalLanguage(language)).toBe(expected));
});
