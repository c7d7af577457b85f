import { createFileRoute } from '@tanstack/react-router';
import { listSearch, type ListSearch } from '../../features/projects';
import { ProjectsPage } from '../../features/projects/components/ProjectsPage';
import { currentLanguage } from '../../lib/i18n';
import { routeLoadError } from '../-components/RouteLoadError';
import { CardsSkeleton } from '../../components/ui/PageSkeleton';

export const Route = createFileRoute('/_member/projects/')({
  // The list's state lives in the address (shared, kept on reload); an odd one falls back to the plain list.
  validateSearch: (search: Record<string, unknown>): ListSearch => listSearch(search),
  loaderDeps: ({ search }) => search,
  // Started early, never thrown: offline, the page searches what the device keeps.
  loader: async ({ context, deps }) => {
    const { projectPageQueryOptions } = await import('../../features/projects/page-api');
    await context.queryClient.prefetchQuery(projectPageQueryOptions(deps, currentLanguage()));
  },
  errorComponent: routeLoadError({ titleId: 'pages.projects.title', messageId: 'projectList.errors.genericServerError' }),
  pendingComponent: CardsSkeleton,
  component: Projects,
});

function Projects() {
  const navigate = Route.useNavigate();
  return (
    <ProjectsPage
      search={Route.useSearch()}
      onSearch={(search, options) => void navigate({ search, replace: options?.replace ?? false })}
    />
  );
}
