import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { projectsQueryOptions } from '../../features/projects';
import { ProjectGrid } from '../../features/projects/components/ProjectGrid';
import { useVoting, VotesLoadError } from '../../features/votes';
import { currentLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/use-session';
import { routeLoadError } from '../-components/RouteLoadError';
import { CardsSkeleton } from '../../components/ui/PageSkeleton';

export const Route = createFileRoute('/_member/projects/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(projectsQueryOptions(currentLanguage())),
  errorComponent: routeLoadError({ titleId: 'pages.projects.title', messageId: 'projectList.errors.genericServerError' }),
  pendingComponent: CardsSkeleton,
  component: Projects,
});

function Projects() {
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
