import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';

/** An address that names no legal text or no version of one. */
export function NoSuchText() {
  const { _ } = useLingui();
  return (
    <section className="page page--text">
      <h1>{_('legal.notFound.title')}</h1>
      <p>{_('legal.notFound.text')}</p>
      <p>
        <Link to="/legal">{_('pages.legal.title')}</Link>
      </p>
    </section>
  );
}
