import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { participationsQueryOptions, type Reward } from '../api';
import { drawQueryOptions } from '../draw-api';
import { AMOUNTS, investedCount, participationBlockers, totalCost } from '../rules';
import { useVoting } from '../../votes';
import { isVotingOpen, votingPhase } from '../../voting';
import { useDidBalance } from '../../dids';
import { usePendingEntries } from '../../../offline/page/use-pending-entries';
import { useEnqueue } from '../../../offline/page/use-enqueue';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { RequirementNotice, useMeetsRequirement } from '../../verification';

type Props = { reward: Reward & { project: NonNullable<Reward['project']> }; userId: number };

/** Spend DIDs on a draw: amount 1..5, cost × amount, every reason it cannot be done yet. */
export function RewardParticipation({ reward, userId }: Props) {
  const { _ } = useLingui();
  const amountId = useId();
  const [amount, setAmount] = useState(1);
  const enqueue = useEnqueue();
  const { votes, retry: retryVotes } = useVoting(userId);
  const { balance, failed: balanceFailed, retry: retryBalance } = useDidBalance(userId);
  const { data: participations = [], isError: participationsFailed, refetch: refetchParticipations } = useQuery(
    participationsQueryOptions(userId, reward.documentId),
  );
  const { data: draw } = useQuery(drawQueryOptions(reward.documentId));
  const pending = usePendingEntries(userId).filter((e) => e.kind === 'participation' && e.payload.rewardId === reward.documentId);

  const invested = participations.reduce((sum, p) => sum + p.total, 0) + pending.reduce((sum, e) => sum + Number(e.kind === 'participation' ? (e.meta.total ?? 0) : 0), 0);
  const total = totalCost(reward.cost, amount);
  // The rules can only be checked once the member's votes and DIDs are known: until then the button
  // stays disabled and no reason is claimed (a member who voted must never read "vote first").
  const known = votes.state === 'ready' && balance !== undefined;
  // The reward's editor may ask for verified members: the notice below leads to the verification page.
  const verified = useMeetsRequirement(userId, reward.entryRequirement);
  const blockers = known
    ? participationBlockers({ hasVoted: votes.byProject.has(reward.project.documentId), votingOpen: !reward.project.voting_end || isVotingOpen(reward.project), votingNotYet: votingPhase(reward.project) === 'notYet', reward, projectStatus: reward.project.currentstatus, amount, balance, drawStatus: draw?.status })
    : [];
  const checking = !known && votes.state !== 'error' && !balanceFailed;

  function participate() {
    void enqueue({ kind: 'participation', payload: { rewardId: reward.documentId, amount }, meta: { total, title: reward.title, project: reward.project.documentId } });
  }

  return (
    <section className="participation" aria-labelledby="participation-title">
      <h2 id="participation-title">{_('rewardParticipation.title')}</h2>
      {!participationsFailed && <p>{_('rewardParticipation.invested', { count: investedCount(invested, reward.cost), dids: invested })}</p>}
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
        <button type="button" className="button button--primary" disabled={!known || blockers.length > 0 || !verified} onClick={participate}>
          {_('rewardParticipation.submit')}
        </button>
      </div>
      <RequirementNotice userId={userId} requirement={reward.entryRequirement} action="entry" />
      {checking && (
        <p className="muted" role="status">
          {_('rewardParticipation.checking')}
        </p>
      )}
      {votes.state === 'error' && (
        <RetryAlert message={_('userVotes.errors.genericServerError')} why={_('rewardParticipation.votesUnknown')} retry={retryVotes} />
      )}
      {balanceFailed && (
        <RetryAlert message={_('didRecordList.errors.genericServerError')} why={_('rewardParticipation.balanceUnknown')} retry={retryBalance} />
      )}
      {participationsFailed && (
        <RetryAlert message={_('userVotes.errors.genericServerError')} retry={() => void refetchParticipations()} />
      )}
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
