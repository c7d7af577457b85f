import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { votesQueryOptions } from '../../votes/api';
import { usePendingEntries } from '../../../offline/page/use-pending-entries';
import { RetryAlert } from '../../../components/ui/RetryAlert';

type Supported = { documentId: string; name: string; pending: boolean };

/**
 * The projects the member supports: their votes with support +1, and such votes still waiting in
 * the outbox (marked as not sent yet), each linking to its project page.
 */
export function SupportedProjects({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const { data: votes, isError, refetch } = useQuery(votesQueryOptions(userId));
  const pending = usePendingEntries(userId);

  let body;
  if (votes === undefined && isError) {
    body = (
      <RetryAlert message={_('userVotes.errors.genericServerError')} retry={() => void refetch()} />
    );
  } else if (votes === undefined) {
    body = <p className="muted">{_('profile.loading')}</p>;
  } else {
    const projects: Supported[] = votes
      .filter((vote) => vote.support === 1)
      .map((vote) => ({ documentId: vote.project.documentId, name: vote.project.name ?? vote.project.documentId, pending: false }));
    const known = new Set(votes.map((vote) => vote.project.documentId));
    for (const entry of pending) {
      const { project, support } = entry.payload as { project?: unknown; support?: unknown };
      if (entry.kind !== 'vote' || support !== 1 || typeof project !== 'string' || known.has(project)) continue;
      known.add(project);
      projects.push({ documentId: project, name: typeof entry.meta?.name === 'string' ? entry.meta.name : project, pending: true });
    }
    body =
      projects.length === 0 ? (
        <p className="muted">
          {_('profile.supported.none')} <Link to="/projects">{_('profile.supported.explore')}</Link>
        </p>
      ) : (
        <ul className="supported-projects">
          {projects.map((project) => (
            <li key={project.documentId}>
              <Link to="/projects/$idProject" params={{ idProject: project.documentId }}>
                {project.name}
              </Link>
              {project.pending && <span className="pending-badge">{_('projectCard.pending')}</span>}
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section className="profile-section" aria-labelledby="supported-title">
      <h2 id="supported-title">{_('profile.supported.title')}</h2>
      {body}
    </section>
  );
}
