import { createFileRoute } from '@tanstack/react-router';
import { projectQueryOptions } from '../features/projects';
import { ProjectPage } from '../features/projects/components/ProjectPage';
import { activateLanguage, currentLanguage } from '../lib/i18n';
import { ensureOrNotFound } from '../lib/route-data';
import { routeLoadError } from './-components/RouteLoadError';

type ProjectSearch = { locale?: 'es' | 'en' };

export const Route = createFileRoute('/projects/$idProject')({
  validateSearch: (search: Record<string, unknown>): ProjectSearch =>
    search.locale === 'es' || search.locale === 'en' ? { locale: search.locale } : {},
  loaderDeps: ({ search }) => ({ locale: search.locale }),
  loader: async ({ context, params, deps }) => {
    // ?locale=es|en switches the app's language before the project is read in it.
    if (deps.locale && deps.locale !== currentLanguage()) await activateLanguage(deps.locale);
    return ensureOrNotFound(context.queryClient, projectQueryOptions(params.idProject, currentLanguage()));
  },
  errorComponent: routeLoadError({ titleId: 'pages.project.title', messageId: 'singleProject.errors.genericServerError' }),
  component: Project,
});

function Project() {
  return <ProjectPage idProject={Route.useParams().idProject} />;
}
