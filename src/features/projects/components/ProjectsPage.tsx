import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { projectsQueryOptions } from '../api';
import { ProjectGrid } from './ProjectGrid';
import { useVoting, VotesLoadError } from '../../votes';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';

/** Every visible project: those current, then those coming soon. */
export function ProjectsPage() {
  const { _ } = useLingui();
  const session = useSession();
  const { data: projects } = useSuspenseQuery(projectsQueryOptions(currentLanguage()));
  const { votes, castVote, retry: retryVotes } = useVoting(session?.userId);
  const vote = (project: (typeof projects)[number], support: 1 | -1) => void castVote(project, support);
  const current = projects.filter((project) => project.currentstatus !== 'comingSoon');
  const comingSoon = projects.filter((project) => project.currentstatus === 'comingSoon');

  return (
    <section className="page">
      <h1>{_('pages.projects.title')}</h1>
      <VotesLoadError state={votes.state} retry={retryVotes} />
      <ProjectGrid projects={current} votes={votes} onVote={vote} empty={_('projectList.noProjects')} />
      <h2>{_('projectsComingSoon.title')}</h2>
      <ProjectGrid projects={comingSoon} votes={votes} onVote={vote} empty={_('projectsComingSoon.noComingSoonProjects')} />
    </section>
  );
}
