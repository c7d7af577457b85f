import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { projectsQueryOptions, type Project } from '../api';
import { projectPageQueryOptions, type ProjectPage } from '../page-api';
import { ProjectGrid } from './ProjectGrid';
import { ListFilters } from './ListFilters';
import { ListPager } from './ListPager';
import { useVoting, VotesLoadError } from '../../votes';
import { searchKept } from '../offline-list';
import type { ListSearch } from '../list-search';
import { currentLanguage, type Language } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { isUnreachable } from '../../../lib/unreachable';
import { HTTPError } from '../../../lib/http';
import { RetryAlert } from '../../../components/ui/RetryAlert';

type Props = {
  search: ListSearch;
  onSearch: (next: ListSearch, options?: { replace: boolean }) => void;
};

/** Every project this device keeps in a language: the pages of the search it read, and the home's list. */
function keptProjects(queryClient: QueryClient, language: Language): { projects: Project[]; facets: ProjectPage['meta']['facets'] | undefined } {
  const pages = queryClient.getQueriesData<ProjectPage>({ queryKey: ['project-search', language] }).flatMap(([, page]) => (page ? [page] : []));
  const home = queryClient.getQueryData<Project[]>(projectsQueryOptions(language).queryKey) ?? [];
  return { projects: [...home, ...pages.flatMap((page) => page.data)], facets: pages[0]?.meta.facets };
}

/** Partners and places of the projects kept, when no page of the search was ever read here. */
function facetsOf(projects: readonly Project[]): ProjectPage['meta']['facets'] {
  const partners = new Map(projects.flatMap((project) => (project.partner ? [[project.partner.documentId, project.partner.name] as const] : [])));
  const places = new Set(projects.flatMap((project) => (project.location ? [project.location] : [])));
  return { partners: [...partners].map(([documentId, name]) => ({ documentId, name })), places: [...places].sort() };
}

/**
 * /projects: a page of the search the address says (docs/decisions/interface/project-lists.md).
 * Out of reach and with no copy of that very page, the projects this device keeps are searched and
 * filtered here, and the page says that the rest needs a connection.
 */
export function ProjectsPage({ search, onSearch }: Props) {
  const { _ } = useLingui();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const session = useSession();
  const { votes, castVote, retry: retryVotes } = useVoting(session?.userId);
  const online = useQuery({ ...projectPageQueryOptions(search, language), placeholderData: keepPreviousData });
  const unreachable = online.isError && isUnreachable(online.error);
  // This very page, kept from an earlier visit, is shown as it is; any other is searched here.
  const offline = unreachable && !online.data;
  // Offline: the home's list, which the worker keeps (the offline catalogue), joins what this page read.
  const home = useQuery({ ...projectsQueryOptions(language), enabled: offline, retry: false });
  const vote = (project: Project, support: 1 | -1) => void castVote(project, support);

  let projects: Project[] = [];
  let total = 0;
  let page = search.page ?? 1;
  let pageCount = 0;
  let facets: ProjectPage['meta']['facets'] = { partners: [], places: [] };
  if (online.data && !offline) {
    ({ total, page, pageCount } = online.data.meta.pagination);
    projects = online.data.data;
    facets = online.data.meta.facets;
  } else if (offline) {
    const kept = keptProjects(queryClient, language);
    const found = searchKept([...kept.projects, ...(home.data ?? [])], search);
    ({ projects, total, page, pageCount } = found);
    facets = kept.facets ?? facetsOf(kept.projects);
  }
  const closed = search.status === 'closed';
  // The address is checked before it is sent (list-search.ts): a refused search is one the server bounds more tightly.
  const badSearch = online.error instanceof HTTPError && online.error.response.status === 400;

  return (
    <section className="page">
      <h1>{_(closed ? 'projectList.archive.title' : 'pages.projects.title')}</h1>
      <p>
        {closed ? (
          <Link to="/projects" search={{}}>{_('projectList.archive.back')}</Link>
        ) : (
          <Link to="/projects" search={{ status: 'closed' }}>{_('projectList.archive.open')}</Link>
        )}
      </p>
      <ListFilters search={search} onSearch={onSearch} partners={facets.partners} places={facets.places} />
      <VotesLoadError state={votes.state} retry={retryVotes} />
      {offline && (
        <div className="alert alert--info" role="note">
          <p>{_('projectList.offline.kept')}</p>
          <button type="button" className="button" onClick={() => void online.refetch()}>{_('errorPage.retry')}</button>
        </div>
      )}
      {badSearch && (
        <div className="alert alert--error" role="alert">
          <p>{_('projectList.errors.badSearch')}</p>
          <Link to="/projects" search={{}}>{_('projectList.archive.back')}</Link>
        </div>
      )}
      {online.isError && !online.data && !unreachable && !badSearch && <RetryAlert message={_('projectList.errors.genericServerError')} retry={() => void online.refetch()} />}
      <p className="list-count" role="status" aria-live="polite">
        {online.isPending && !offline ? _('projectList.loading') : _(offline ? 'projectList.countKept' : 'projectList.count', { count: total })}
      </p>
      {(online.data || offline) && (
        <ProjectGrid projects={projects} votes={votes} onVote={vote} empty={_(offline ? 'projectList.offline.noneKept' : 'projectList.noMatch')} />
      )}
      <ListPager search={search} page={page} pageCount={pageCount} />
    </section>
  );
}
