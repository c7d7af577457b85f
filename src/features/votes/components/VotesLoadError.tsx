import { useLingui } from '@lingui/react';
import type { VotesState } from '../use-votes';
import { RetryAlert } from '../../../components/ui/RetryAlert';

/** Spec §8 userVotes error: the member's votes could not be read, so cards cannot offer a vote. */
export function VotesLoadError({ state, retry }: { state: VotesState; retry: () => void }) {
  const { _ } = useLingui();
  if (state !== 'error') return null;
  return (
    <RetryAlert message={_('userVotes.errors.genericServerError')} retry={retry} />
  );
}
