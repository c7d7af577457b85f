import { useEffect } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { toast } from 'react-toastify';
import { projectsQueryOptions } from '../../features/projects/api';
import { useMemberVotes } from '../../features/votes/use-votes';
import { VotesLoadError } from '../../features/votes/components/VotesLoadError';
import { currentLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/use-session';
import { ProjectCarousel } from './-components/ProjectCarousel';
import { bannerQueryOptions, homeSectionQueryOptions } from '../../features/home/api';
import { SectionMedia } from '../../features/home/components/SectionMedia';
import { HomeBanner } from '../../features/home/components/HomeBanner';
import { latestNewsQueryOptions } from '../../features/news/api';
import { LatestNews } from '../../features/news/components/LatestNews';
import { routeLoadError } from '../-components/RouteLoadError';

type HomeSearch = { welcome?: true };

export const Route = createFileRoute('/_member/')({
  // Lenient on purpose: an odd query string must never turn the home page into an error.
  validateSearch: (search: Record<string, unknown>): HomeSearch =>
    search.welcome === true || search.welcome === 'true' ? { welcome: true } : {},
  // The page does not wait for the projects: its media show at once and the carousel says
  // 'Loading...' until the list arrives (spec §2 placeholders). The request starts here, early.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(projectsQueryOptions(currentLanguage()));
  },
  // A list that cannot be read at all (Home throws it) gets the projectList error and a retry.
  errorComponent: routeLoadError({ titleId: 'pages.home.title', messageId: 'projectList.errors.genericServerError' }),
  component: Home,
});

function Home() {
  const { _, i18n } = useLingui();
  const { welcome } = Route.useSearch();
  const navigate = useNavigate();
  const session = useSession();
  const { data: projects } = useQuery({
    ...projectsQueryOptions(currentLanguage()),
    // Only a list never read fails the page; a failed refresh keeps the cards already shown.
    throwOnError: (_error, query) => query.state.data === undefined,
  });
  const { votes, castVote, retry: retryVotes } = useMemberVotes(session?.userId);
  const visible = projects?.filter((project) => project.card_visible !== false);
  const language = currentLanguage();
  const firstQuery = useQuery(homeSectionQueryOptions(1, language));
  const secondQuery = useQuery(homeSectionQueryOptions(2, language));
  const bannerQuery = useQuery(bannerQueryOptions(language));
  const newsQuery = useQuery(latestNewsQueryOptions(language));
  const { data: first } = firstQuery;
  const { data: second } = secondQuery;
  const { data: banner } = bannerQuery;
  const { data: news } = newsQuery;
  // The media sections, banner and news are extras: one that cannot be read is left out, and one
  // notice (spec §8 home-section1 key) offers to read them again; the carousel stays usable.
  const failed = [firstQuery, secondQuery, bannerQuery, newsQuery].filter((query) => query.isError && query.data === undefined);

  useEffect(() => {
    if (!welcome) return;
    toast.success(_('home.welcomeToast'), { toastId: 'welcome' });
    void navigate({ to: '/', search: {}, replace: true });
  }, [welcome, _, navigate]);

  return (
    <section className="page home" lang={i18n.locale}>
      <h1 className="visually-hidden">{_('pages.home.title')}</h1>
      {failed.length > 0 && (
        <div className="alert alert--error alert--retry" role="alert">
          <p>{_('home-section1.errors.genericServerError')}</p>
          <button type="button" className="button" onClick={() => failed.forEach((query) => void query.refetch())}>
            {_('errorPage.retry')}
          </button>
        </div>
      )}
      {first && <SectionMedia section={first} />}
      <h2>{_('home.projectsTitle')}</h2>
      <VotesLoadError state={votes.state} retry={retryVotes} />
      <ProjectCarousel projects={visible} votes={votes} onVote={(project, support) => void castVote(project, support)} />
      {second && <SectionMedia section={second} />}
      {banner && <HomeBanner banner={banner} />}
      {news && <LatestNews posts={news} />}
    </section>
  );
}
