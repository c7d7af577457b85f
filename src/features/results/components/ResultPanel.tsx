import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { projectResultQueryOptions } from '../api';
import { ResultBars } from './ResultBars';
import type { OptionNames } from '../../voting';

type Props = { projectId: string; support: 1 | -1 | undefined; /** A lookwhat project's options by name. */ options?: OptionNames };

/** The project page's result: the tallies, the member's own vote beside them, or why they cannot be read. */
export default function ResultPanel({ projectId, support, options }: Props) {
  const { _ } = useLingui();
  const { data, isError, refetch, isFetching } = useQuery(projectResultQueryOptions(projectId));
  return (
    <section className="result-panel" aria-labelledby="result-title">
      <h2 id="result-title">{_('results.title')}</h2>
      {data ? (
        <ResultBars result={data} support={support} options={options} />
      ) : isError ? (
        <p role="alert">
          {_('results.unavailable')}{' '}
          <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
            {_('results.retry')}
          </button>
        </p>
      ) : (
        <p className="muted" aria-busy="true">
          {_('results.loading')}
        </p>
      )}
    </section>
  );
}
