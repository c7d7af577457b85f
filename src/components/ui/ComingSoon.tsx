import { useLingui } from '@lingui/react';

/** A route whose screen arrives with a later issue: its title and an honest line saying so. */
export function ComingSoon({ titleId }: { titleId: string }) {
  const { _ } = useLingui();
  return (
    <section className="page page--narrow">
      <h1>{_(titleId)}</h1>
      <p className="muted">{_('common.comingSoon')}</p>
    </section>
  );
}
