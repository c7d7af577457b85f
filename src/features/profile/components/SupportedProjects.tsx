import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useVoting } from '../../votes';
import { optionForSupport } from '../../projects';
import { RetryAlert } from '../../../components/ui/RetryAlert';

type Supported = { documentId: string; name: string; pending: boolean; /** A lookwhat project's chosen option. */ option?: 1 | 2 };

/**
 * The projects the member supports, each linking to its project page: their votes with support +1
 * on humans and others projects, and every lookwhat vote, whichever option (choosing an option is
 * taking part, not opposing: docs/decisions/accounts/profile.md), with the option chosen; votes still waiting in the
 * outbox are listed too, marked as not sent yet.
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
      .filter(([, vote]) => vote.projectType === 'lookwhat' || vote.support === 1)
      .map(([documentId, vote]) => ({
        documentId,
        name: vote.name ?? documentId,
        pending: vote.pending,
        option: vote.projectType === 'lookwhat' ? optionForSupport(vote.support) : undefined,
      }));
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
              {project.option && <span className="muted"> · {_('profile.supported.option', { option: project.option })}</span>}
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
