import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';

export function NotFound() {
  const { _ } = useLingui();
  return (
    <section className="page page--narrow">
      <h1>{_('notFound.title')}</h1>
      <p>{_('notFound.text')}</p>
      <Link to="/" className="button">
        {_('notFound.back')}
      </Link>
    </section>
  );
}
