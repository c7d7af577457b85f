import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { followsQueryOptions, saveFollow } from '../../following';
import { projectQueryOptions } from '../../projects';
import { useVoting } from '../../votes';
import { currentLanguage } from '../../../lib/i18n';
import { isUnreachable } from '../../../lib/unreachable';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { toast } from '../../../components/ui/toast';

/** The follows answer names projects by id only: this many at most are listed, each read for its name. */
const NAMED_AT_MOST = 50;

/** One followed project, named by the member's vote or its page (read here, kept offline by the catalogue; its id until then). */
function FollowedItem({ project, known, onUnfollow }: { project: string; known: string | undefined; onUnfollow: (name: string) => void }) {
  const { _ } = useLingui();
  const { data } = useQuery({ ...projectQueryOptions(project, currentLanguage()), enabled: known === undefined, retry: false });
  const name = known ?? data?.name ?? project;
  return (
    <li>
      <Link to="/projects/$idProject" params={{ idProject: project }}>
        {name}
      </Link>{' '}
      <button type="button" className="link-button" aria-label={_('following.unfollowName', { name })} onClick={() => onUnfollow(name)}>
        {_('following.unfollow')}
      </button>
    </li>
  );
}

/** "Proyectos que sigues": each linking to its page, with a way to stop following it. */
export function FollowedProjects({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const follows = useQuery(followsQueryOptions(userId));
  const { votes } = useVoting(userId);
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());
  const listed = (follows.data ?? []).filter((follow) => !leaving.has(follow.project)).slice(0, NAMED_AT_MOST);

  async function unfollow(project: string, name: string) {
    setLeaving((before) => new Set(before).add(project));
    try {
      await saveFollow(project, false);
      await queryClient.invalidateQueries({ queryKey: followsQueryOptions(userId).queryKey });
    } catch (error) {
      toast.error(_(isUnreachable(error) ? 'following.needsConnection' : 'following.failed', { name }));
    } finally {
      setLeaving((before) => {
        const after = new Set(before);
        after.delete(project);
        return after;
      });
    }
  }

  let body;
  if (follows.isPending) body = <p className="muted">{_('profile.loading')}</p>;
  else if (!follows.data) body = <RetryAlert message={_('following.listFailed')} retry={() => void follows.refetch()} />;
  else if (listed.length === 0) body = <p className="muted">{_('following.listNone')}</p>;
  else {
    body = (
      <ul className="supported-projects">
        {listed.map(({ project }) => (
          <FollowedItem key={project} project={project} known={votes.byProject.get(project)?.name} onUnfollow={(name) => void unfollow(project, name)} />
        ))}
      </ul>
    );
  }

  return (
    <section className="profile-section" aria-labelledby="followed-title">
      <h2 id="followed-title">{_('following.listTitle')}</h2>
      {body}
    </section>
  );
}
