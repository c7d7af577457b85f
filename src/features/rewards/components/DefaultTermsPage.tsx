import { useLingui } from '@lingui/react';
import { DefaultTerms } from './DefaultTerms';

/** The rewards' default terms (the data-protection text), on a page of their own. */
export function DefaultTermsPage() {
  const { _ } = useLingui();
  return (
    <article className="page page--text">
      <h1>{_('pages.rewardTerms.title')}</h1>
      <DefaultTerms />
    </article>
  );
}
