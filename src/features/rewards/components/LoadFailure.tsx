import { useLingui } from '@lingui/react';

/** Something a participation depends on could not be read: what, why the button is disabled, and a retry. */
export function LoadFailure({ message, why, retry }: { message: string; why?: string; retry: () => void }) {
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
