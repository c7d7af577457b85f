import { useLingui } from '@lingui/react';
import { LEGAL_DOCUMENTS, type LegalDocumentName } from '../content';
import { legalLanguage } from '../language';
import { LegalDocumentView } from './LegalDocumentView';

const TITLES: Record<LegalDocumentName, string> = {
  legal: 'pages.legal.title',
  cookies: 'pages.cookies.title',
};

/** /legal or /cookies in the language the spec asks for (Spanish for es, otherwise English). */
export function LegalPage({ name }: { name: LegalDocumentName }) {
  const { _, i18n } = useLingui();
  const language = legalLanguage(i18n.locale);
  return <LegalDocumentView title={_(TITLES[name])} document={LEGAL_DOCUMENTS[name][language]} language={language} />;
}
