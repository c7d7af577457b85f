/**
 * The legal texts are long, reviewed as a whole and changed rarely, so they live here as structured
 * data per language rather than as hundreds of catalog entries. Rendered by `LegalDocumentView`.
 */

/** Pages of the app that the legal texts link to. */
export type AppPath = '/legal' | '/cookies';

/**
 * A piece of running text: plain, a link to another page of the app (`to`), or a plain link (`href`:
 * a `#section` of the same page, a `mailto:` or an external address).
 */
export type Inline = string | { text: string; to: AppPath } | { text: string; href: string };

/** A paragraph or list item: one string, or text mixed with links. */
export type RichLine = string | Inline[];

export type LegalBlock =
  | { type: 'paragraph'; content: RichLine }
  | { type: 'list'; items: RichLine[] }
  | { type: 'table'; caption: string; head: string[]; rows: RichLine[][] };

export type LegalSection = {
  /** The anchor (`#id`); the same in every language, so a link to a section survives a switch. */
  id: string;
  title: string;
  blocks: LegalBlock[];
  subsections?: LegalSection[];
};

export type LegalDocument = {
  /** "Last updated: …", already worded in the document's language. */
  updated: string;
  intro: LegalBlock[];
  /** Label of the table of contents; no table when absent. */
  contentsLabel?: string;
  sections: LegalSection[];
};

/** Where members write about their data, the legal texts and anything in them. */
export const PRIVACY_EMAIL = 'privacidad@chispa.example';
export const PRIVACY_MAILTO = `mailto:${PRIVACY_EMAIL}`;
