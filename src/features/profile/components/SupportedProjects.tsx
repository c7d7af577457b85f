import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useVoting } from '../../votes';
import { RetryAlert } from '../../../components/ui/RetryAlert';

type Supported = { documentId: string; name: string; pending: boolean };

/**
 * The projects the member supports: their votes with support +1, and such votes still waiting in
 * the outbox (marked as not sent yet), each linking to its project page.
 */
export function SupportedProjects({ userId }: { userId: number }) {
  const { _ } = useLingui();
  // The member's votes as every screen shows them: the server's and those still in the outbox.
  const { votes, retry } = useVoting(userId);

  let body;
  if (votes.state === 'error') {
    body = <RetryAlert message={_('userVotes.errors.genericServerError')} retry={retry} />;
  } else if (votes.state === 'loading') {
    body = <p className="muted">{_('profile.loading')}</p>;
  } else {
    const projects: Supported[] = [...votes.byProject]
      .filter(([, vote]) => vote.support === 1)
      .map(([documentId, vote]) => ({ documentId, name: vote.name ?? documentId, pending: vote.pending }));
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
