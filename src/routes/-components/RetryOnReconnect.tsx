import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useRetryOnReconnect } from './use-retry-on-reconnect';

type Props = { className: string; title: string; message: string; tone: 'info' | 'error'; retry: () => void; children?: ReactNode; testId?: string };

/** A page that could not be shown: what happened, and a retry that also fires by itself on reconnect. */
export function RetryOnReconnect({ className, title, message, tone, retry, children, testId }: Props) {
  const { _ } = useLingui();
  useRetryOnReconnect(retry);
  return (
    <section className={`page page--narrow ${className}`} data-testid={testId}>
      <h1>{title}</h1>
      <p className={`alert alert--${tone}`} role="alert">
        {message}
      </p>
      <p>
        <button type="button" className="button button--primary" onClick={retry}>
          {_('errorPage.retry')}
        </button>
      </p>
      {children}
    </section>
  );
}
