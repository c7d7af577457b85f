import { resolveLanguage } from '../../lib/i18n';

export type LegalLanguage = 'es' | 'en';

/**
 * Spec §2: /legal and /cookies are "in Spanish when the language is es, otherwise English". The
 * language is the app's resolved one: ca and fr fall back to es (spec §1) before this rule applies,
 * so they read the Spanish texts, as does any unknown value.
 */
export function legalLanguage(language: string | null | undefined): LegalLanguage {
  return resolveLanguage(language) === 'es' ? 'es' : 'en';
}
