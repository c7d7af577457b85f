import type { ErrorComponentProps } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';

/** The router's fallback when a route throws: the spec's heading plus what can be done about it. */
export function ErrorFallback({ error, reset }: ErrorComponentProps) {
  const { _ } = useLingui();
  return (
    <section className="page page--narrow" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{_('errorPage.text')}</p>
      {import.meta.env.DEV && error instanceof Error && <pre className="muted">{error.message}</pre>}
      <button type="button" className="button" onClick={reset}>
        {_('errorPage.retry')}
      </button>
    </section>
  );
}
