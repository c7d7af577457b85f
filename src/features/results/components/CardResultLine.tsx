import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { projectResultsQueryOptions } from '../api';
import { optionName, type OptionNames } from '../../voting';

/**
 * A card's result in one line, from the one list of results every card shares: "67 % a favor · 30
 * votos", or the option a lookwhat vote chose. The bars are on the project page (ResultPanel); this
 * line is kept small because it is part of the home's first screen.
 */
export function CardResultLine({ projectId, options = {} }: { projectId: string; /** A lookwhat project's options by name. */ options?: OptionNames }) {
  const { _ } = useLingui();
  const { data } = useQuery(projectResultsQueryOptions());
  const result = data?.find((item) => item.project === projectId);
  if (!result) return null;
  const { counts, shares, total } = result;
  const ahead = counts.positive >= counts.negative ? 1 : -1;
  const share = ahead === 1 ? shares.positive : shares.negative;
  const text =
    total === 0
      ? _('results.noVotes')
      : counts.positive === counts.negative && result.kind === 'options'
        ? _('results.tie')
        : result.kind === 'options'
          ? _('results.cardOption', { option: optionName(options, ahead === 1 ? 2 : 1) ?? _('results.option', { option: ahead === 1 ? 2 : 1 }), share, total })
          : _(ahead === 1 ? 'results.cardSupport' : 'results.cardOppose', { share, total });
  return (
    <p className="card-result">
      {text}
      {result.provisional && ` · ${_('results.cardProvisional')}`}
    </p>
  );
}
