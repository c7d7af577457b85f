import { useLingui } from '@lingui/react';
import type { VotesState } from '../use-votes';

/** Spec §8 userVotes error: the member's votes could not be read, so cards cannot offer a vote. */
export function VotesLoadError({ state, retry }: { state: VotesState; retry: () => void }) {
  const { _ } = useLingui();
  if (state !== 'error') return null;
  return (
    <div className="alert alert--error alert--retry" role="alert">
      <p>{_('userVotes.errors.genericServerError')}</p>
      <button type="button" className="button" onClick={retry}>
        {_('errorPage.retry')}
      </button>
    </div>
  );
}
