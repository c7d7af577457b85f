import { createFileRoute } from '@tanstack/react-router';
import { projectsQueryOptions } from '../../features/projects';
import { ProjectsPage } from '../../features/projects/components/ProjectsPage';
import { currentLanguage } from '../../lib/i18n';
import { routeLoadError } from '../-components/RouteLoadError';
import { CardsSkeleton } from '../../components/ui/PageSkeleton';

export const Route = createFileRoute('/_member/projects/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(projectsQueryOptions(currentLanguage())),
  errorComponent: routeLoadError({ titleId: 'pages.projects.title', messageId: 'projectList.errors.genericServerError' }),
  pendingComponent: CardsSkeleton,
  component: ProjectsPage,
});
