import type { LegalLanguage } from '../language';
import type { LegalDocument } from './types';
import { legalEs } from './legal.es';
import { legalEn } from './legal.en';
import { cookiesEs } from './cookies.es';
import { cookiesEn } from './cookies.en';

export const LEGAL_DOCUMENTS = {
  legal: { es: legalEs, en: legalEn },
  cookies: { es: cookiesEs, en: cookiesEn },
} as const satisfies Record<string, Record<LegalLanguage, LegalDocument>>;

export type LegalDocumentName = keyof typeof LEGAL_DOCUMENTS;
