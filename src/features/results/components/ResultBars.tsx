import { useLingui } from '@lingui/react';
import type { ProjectResult } from '../api';
import { optionName, type OptionNames } from '../../voting';

type Props = {
  result: ProjectResult;
  /** The member's own vote, shown beside the result. */
  support: 1 | -1 | undefined;
  /** A lookwhat project's options by name. */
  options?: OptionNames;
};

/**
 * The tallies as two bars. Support/oppose projects show "for" and "against"; lookwhat projects
 * option 1 (-1 votes) against option 2 (+1 votes), each by its name, and which one the neighbourhood chose. A result
 * not final yet says why: live (voting open) or provisional (votes queued offline may still arrive).
 */
export function ResultBars({ result, support, options: names = {} }: Props) {
  const { _ } = useLingui();
  const options = result.kind === 'options';
  const option = (n: 1 | 2) => optionName(names, n) ?? _('results.option', { option: n });
  const rows = [
    { key: options ? 1 : -1, vote: -1 as const, label: options ? option(1) : _('results.oppose') },
    { key: options ? 2 : 1, vote: 1 as const, label: options ? option(2) : _('results.support') },
  ];
  const share = (vote: 1 | -1) => (vote === 1 ? result.shares.positive : result.shares.negative);
  const count = (vote: 1 | -1) => (vote === 1 ? result.counts.positive : result.counts.negative);
  const { positive, negative } = result.counts;
  const chosen = positive === negative ? null : positive > negative ? 2 : 1;
  return (
    <div className="result-bars">
      {options && result.total > 0 && (
        <p className="result-bars__outcome">{chosen === null ? _('results.tie') : _(result.final ? 'results.chosen' : 'results.leading', { option: option(chosen) })}</p>
      )}
      {result.total === 0 ? (
        <p className="muted">{_('results.noVotes')}</p>
      ) : (
        <ul className="result-bars__rows">
          {rows.map((row) => (
            <li key={row.key} className={support === row.vote ? 'is-mine' : undefined}>
              <span className="result-bars__label">
                {row.label}
                {support === row.vote && <span className="result-bars__mine"> · {_('results.yourVote')}</span>}
              </span>
              <span className="result-bars__figure">
                {share(row.vote)} % · {_('results.votes', { count: count(row.vote) })}
              </span>
              <span className="result-bars__bar" aria-hidden="true">
                <span style={{ width: `${share(row.vote)}%` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {result.provisional ? (
        <p className="muted result-bars__live">{_('results.provisional')}</p>
      ) : (
        !result.final && <p className="muted result-bars__live">{_('results.live')}</p>
      )}
    </div>
  );
}
