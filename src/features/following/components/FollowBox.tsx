import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { followQueryOptions, followsQueryOptions, saveFollow } from '../api';
import { useVoting } from '../../votes';
import { useReachable } from '../../../offline/page/use-reachability';
import { isUnreachable } from '../../../lib/unreachable';
import { toast } from '../../../components/ui/toast';

type Props = { project: { documentId: string; name: string }; userId: number };

/**
 * "Seguir / Siguiendo" on a project page, and after a vote, that the vote follows the project, with a
 * way to undo it. Following needs a connection: it is not queued in the outbox
 * (docs/decisions/offline/follow-needs-connection.md).
 */
export function FollowBox({ project, userId }: Props) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const options = followQueryOptions(userId, project.documentId);
  const { data } = useQuery(options);
  const { votes } = useVoting(userId);
  const reachable = useReachable();
  // What the member just asked for, shown until the server answers (then its answer, or the rollback).
  const [asked, setAsked] = useState<boolean | null>(null);
  const [needsConnection, setNeedsConnection] = useState(false);

  if (!data) return null;
  // A vote still in the outbox follows the project when it arrives, unless the member ever chose otherwise.
  const voteOnItsWay = votes.byProject.get(project.documentId)?.pending === true && !data.following && data.source === null;
  const following = asked ?? (data.following || voteOnItsWay);
  const byVote = asked === null && following && (data.source === 'vote' || voteOnItsWay);

  async function change(next: boolean) {
    if (asked !== null) return;
    if (!reachable) {
      setNeedsConnection(true);
      return;
    }
    setNeedsConnection(false);
    setAsked(next);
    try {
      queryClient.setQueryData(options.queryKey, await saveFollow(project.documentId, next));
      void queryClient.invalidateQueries({ queryKey: followsQueryOptions(userId).queryKey, exact: true });
    } catch (error) {
      if (isUnreachable(error)) setNeedsConnection(true);
      toast.error(_(isUnreachable(error) ? 'following.needsConnection' : 'following.failed', { name: project.name }));
    } finally {
      setAsked(null);
    }
  }

  return (
    <div className="follow-box">
      <button type="button" className={`button${following ? ' button--primary' : ''}`} aria-pressed={following} aria-busy={asked !== null} onClick={() => void change(!following)}>
        {_(following ? 'following.on' : 'following.off')}
      </button>
      <div role="status">
        {byVote && (
          <p>
            {_('following.byVote')}{' '}
            <button type="button" className="link-button" onClick={() => void change(false)}>
              {_('following.undo')}
            </button>
          </p>
        )}
        {needsConnection && !reachable && <p>{_('following.needsConnection', { name: project.name })}</p>}
      </div>
    </div>
  );
}
