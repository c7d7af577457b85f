import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { participationsQueryOptions, type Reward } from '../api';
import { AMOUNTS, investedCount, participationBlockers, totalCost } from '../rules';
import { useMemberVotes } from '../../votes/use-votes';
import { useDidBalance } from '../../dids/use-balance';
import { usePendingEntries } from '../../../offline/use-pending-entries';
import { useEnqueue } from '../../../offline/use-enqueue';
import { currentLanguage } from '../../../lib/i18n';

type Props = { reward: Reward & { project: NonNullable<Reward['project']> }; userId: number };

/** Spend DIDs on a draw: amount 1..5, cost × amount, every reason it cannot be done yet. */
export function RewardParticipation({ reward, userId }: Props) {
  const { _ } = useLingui();
  const amountId = useId();
  const [amount, setAmount] = useState(1);
  const enqueue = useEnqueue();
  const { byProject } = useMemberVotes(userId);
  const { balance } = useDidBalance(userId);
  const { data: participations = [] } = useQuery(participationsQueryOptions(userId, reward.documentId));
  const pending = usePendingEntries(userId).filter((e) => e.kind === 'participation' && e.payload.rewardId === reward.documentId);

  const invested = participations.reduce((sum, p) => sum + p.total, 0) + pending.reduce((sum, e) => sum + Number(e.meta?.total ?? 0), 0);
  const total = totalCost(reward.cost, amount);
  const blockers =
    balance === undefined
      ? []
      : participationBlockers({ hasVoted: byProject.has(reward.project.documentId), reward, projectStatus: reward.project.currentstatus, amount, balance });

  function participate() {
    void enqueue('participation', { rewardId: reward.documentId, amount, locale: currentLanguage() }, { total, title: reward.title }, {
      key: `participation:${reward.documentId}`,
    });
  }

  return (
    <section className="participation" aria-labelledby="participation-title">
      <h2 id="participation-title">{_('rewardParticipation.title')}</h2>
      <p>{_('rewardParticipation.invested', { count: investedCount(invested, reward.cost), dids: invested })}</p>
      {pending.length > 0 && <p className="pending-badge">{_('rewardParticipation.pending', { count: pending.length })}</p>}
      <div className="participation__form">
        <label htmlFor={amountId}>{_('rewardParticipation.amount')}</label>
        <select id={amountId} value={amount} onChange={(event) => setAmount(Number(event.target.value))}>
          {AMOUNTS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <p className="participation__total">{_('rewardParticipation.total', { total })}</p>
        <button type="button" className="button button--primary" disabled={balance === undefined || blockers.length > 0} onClick={participate}>
          {_('rewardParticipation.submit')}
        </button>
      </div>
      {blockers.length > 0 && (
        <ul className="participation__blockers">
          {blockers.map((reason) => (
            <li key={reason}>{_(reason)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
