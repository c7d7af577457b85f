/** The legal texts an editor keeps in the admin (the server's `kind`s, exactly). */
const LEGAL_KINDS = ['legalNotice', 'terms', 'privacy', 'cookies', 'accessibility'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export const isLegalKind = (value: unknown): value is LegalKind => (LEGAL_KINDS as readonly unknown[]).includes(value);

/** The texts /legal shows, in this order, each a section of the page with its anchor. */
export const LEGAL_PAGE_SECTIONS = [
  { kind: 'legalNotice', id: 'legal-notice' },
  { kind: 'terms', id: 'terms' },
  { kind: 'privacy', id: 'privacy' },
] as const satisfies readonly { kind: LegalKind; id: string }[];

/** Where a text is read now: its page, and its section there. */
export type LegalPlace = { to: '/legal' | '/cookies' | '/accessibility'; hash?: string };

export function placeOf(kind: LegalKind): LegalPlace {
  if (kind === 'cookies') return { to: '/cookies' };
  if (kind === 'accessibility') return { to: '/accessibility' };
  return { to: '/legal', hash: LEGAL_PAGE_SECTIONS.find((section) => section.kind === kind)?.id };
}
