// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mustAcceptAgain } from './pending-rule';

const material = { version: 3, locale: 'es' as const, publishedAt: 1_000 };

describe('whether a member must accept a text again', () => {
  it('asks a member who joined before the material change and accepted only earlier versions', () => {
    expect(mustAcceptAgain(material, [{ version: 1, locale: 'es', acceptedAt: 100 }], 50)).toBe(true);
    expect(mustAcceptAgain(material, [], 50)).toBe(true);
  });

  it('asks nothing of a member who joined after it (they accepted it at sign-up)', () => {
    expect(mustAcceptAgain(material, [], 1_000)).toBe(false);
    expect(mustAcceptAgain(material, [], 2_000)).toBe(false);
  });

  it('asks once: an acceptance after the change, or of that version or a later one in its language, settles it', () => {
    expect(mustAcceptAgain(material, [{ version: 3, locale: 'es', acceptedAt: 1_500 }], 50)).toBe(false);
    expect(mustAcceptAgain(material, [{ version: 4, locale: 'es', acceptedAt: 900 }], 50)).toBe(false);
    // Accepted in English after the Spanish change: not asked twice.
    expect(mustAcceptAgain(material, [{ version: 2, locale: 'en', acceptedAt: 1_200 }], 50)).toBe(false);
    // An English version numbered like the Spanish one, accepted before the change, settles nothing.
    expect(mustAcceptAgain(material, [{ version: 3, locale: 'en', acceptedAt: 900 }], 50)).toBe(true);
  });
});
