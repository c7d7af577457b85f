import type { LegalLocale } from './model';

export type MaterialVersion = { version: number; locale: LegalLocale; publishedAt: number };
export type Acceptance = { version: number; locale: LegalLocale; acceptedAt: number };

/**
 * Whether a member must accept a text again: its latest material version came after they joined and
 * after their latest acceptance of that text, and they have not accepted it (or a later version of it
 * in its language). A member who joined after the change accepted it at sign-up; one who accepted it in
 * the other language is not asked twice.
 */
export function mustAcceptAgain(material: MaterialVersion, acceptances: readonly Acceptance[], joinedAt: number): boolean {
  if (material.publishedAt <= joinedAt) return false;
  return !acceptances.some((accepted) => accepted.acceptedAt >= material.publishedAt || (accepted.locale === material.locale && accepted.version >= material.version));
}
