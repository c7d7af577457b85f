import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { projectResultsQueryOptions } from '../api';
import { ResultBars } from './ResultBars';

type Props = { projectId: string; support: 1 | -1 | undefined };

/** A card's result, from the one list of results every card shares (loaded only where a card shows one). */
export default function CardResult({ projectId, support }: Props) {
  const { _ } = useLingui();
  const { data } = useQuery(projectResultsQueryOptions());
  const result = data?.find((item) => item.project === projectId);
  if (!result) return null;
  return (
    <section className="card-result" aria-label={_('results.title')}>
      <ResultBars result={result} support={support} />
    </section>
  );
}
