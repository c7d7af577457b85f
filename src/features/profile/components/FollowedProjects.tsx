import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { followsQueryOptions, saveFollow } from '../../following';
import { projectQueryOptions } from '../../projects';
import { useVoting } from '../../votes';
import { currentLanguage } from '../../../lib/i18n';
import { isUnreachable } from '../../../lib/unreachable';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { toast } from '../../../components/ui/toast';

/** The follows answer names projects by id only: this many at most are read for their names. */
const NAMED_AT_MOST = 50;

/** "Proyectos que sigues": each linking to its page, with a way to stop following it. */
export function FollowedProjects({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const follows = useQuery(followsQueryOptions(userId));
  const { votes } = useVoting(userId);
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());
  const listed = (follows.data ?? []).filter((follow) => !leaving.has(follow.project)).slice(0, NAMED_AT_MOST);
  // A project the member voted on is named by the vote; any other is read (kept offline by the catalogue).
  const unnamed = listed.filter((follow) => !votes.byProject.get(follow.project)?.name);
  const read = useQueries({ queries: unnamed.map((follow) => ({ ...projectQueryOptions(follow.project, language), retry: false })) });
  const names = new Map(unnamed.map((follow, index) => [follow.project, read[index]?.data?.name]));
  const nameOf = (project: string) => votes.byProject.get(project)?.name ?? names.get(project) ?? project;

  async function unfollow(project: string) {
    setLeaving((before) => new Set(before).add(project));
    try {
      await saveFollow(project, false);
      await queryClient.invalidateQueries({ queryKey: followsQueryOptions(userId).queryKey });
    } catch (error) {
      toast.error(_(isUnreachable(error) ? 'following.needsConnection' : 'following.failed', { name: nameOf(project) }));
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
          <li key={project}>
            <Link to="/projects/$idProject" params={{ idProject: project }}>
              {nameOf(project)}
            </Link>{' '}
            <button type="button" className="link-button" aria-label={_('following.unfollowName', { name: nameOf(project) })} onClick={() => void unfollow(project)}>
              {_('following.unfollow')}
            </button>
          </li>
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
