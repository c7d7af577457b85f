/** The legal texts (issue 53, items 1 and 4): one admin document per kind, in Spanish and English. */
export const LEGAL_TEXT_UID = 'api::legal-text.legal-text';

/** The schema's kinds (api/legal-text/content-types/legal-text/schema.json), as the app asks for them. */
export const LEGAL_KINDS = ['legalNotice', 'terms', 'privacy', 'cookies', 'accessibility'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** The texts a member accepts: at sign-up, and again after a material change. */
export const ACCEPTED_KINDS = ['terms', 'privacy'] as const;
export type AcceptedKind = (typeof ACCEPTED_KINDS)[number];

/** Spanish first: a reader of English gets the Spanish text where no English one is published. */
export const LEGAL_LOCALES = ['es', 'en'] as const;
export type LegalLocale = (typeof LEGAL_LOCALES)[number];

export const isLegalKind = (value: unknown): value is LegalKind => typeof value === 'string' && (LEGAL_KINDS as readonly string[]).includes(value);
export const isLegalLocale = (value: unknown): value is LegalLocale => typeof value === 'string' && (LEGAL_LOCALES as readonly string[]).includes(value);

/** One recorded version of a text in one language, as kept (its body with the operator's {{placeholders}}). */
export type LegalVersion = {
  kind: LegalKind;
  locale: LegalLocale;
  version: number;
  title: string;
  body: unknown;
  changeSummary: string | null;
  material: boolean;
  /** Epoch milliseconds: when the editor published it. */
  publishedAt: number;
  contentHash: string;
};
