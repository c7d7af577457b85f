import { useLingui } from '@lingui/react';

/** Something could not be read: what, optionally why that matters here, and a retry. */
export function RetryAlert({ message, why, retry }: { message: string; why?: string; retry: () => void }) {
  const { _ } = useLingui();
  return (
    <div className="alert alert--error alert--retry" role="alert">
      <p>
        {message}
        {why && <> {why}</>}
      </p>
      <button type="button" className="button" onClick={retry}>
        {_('errorPage.retry')}
      </button>
    </div>
  );
}
