import { useLingui } from '@lingui/react';
import { REPEATABLE_KINDS, type Challenge } from '../api';

/** Whether the member has done a challenge: once for a one-time one, how many times for one paid again and again. */
export function ChallengeProgress({ challenge, times }: { challenge: Challenge; times: number }) {
  const { _ } = useLingui();
  if (times === 0) return <p className="challenge__progress">{_('challengesList.todo')}</p>;
  return (
    <p className="challenge__progress challenge__progress--done">
      {REPEATABLE_KINDS.has(challenge.kind ?? '') ? _('challengesList.doneTimes', { count: times }) : _('challengesList.done')}
    </p>
  );
}
