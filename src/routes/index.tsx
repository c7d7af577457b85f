import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { toast } from '../components/ui/toast';
import { projectsQueryOptions, type Project } from '../features/projects';
import { useVoting, VotesLoadError } from '../features/votes';
import { currentLanguage } from '../lib/i18n';
import { useSession } from '../lib/use-session';
import { ProjectCarousel } from './_member/-components/ProjectCarousel';
import { preloadImage } from '../components/ui/image-sources';
import { bannerQueryOptions, CAROUSEL_IMAGE_SIZES, carouselProjects, DESKTOP_FROM, homeSectionQueryOptions, sectionPicture } from '../features/home';
import { HomeBanner } from '../features/home/components/HomeBanner';
import { SectionMedia } from '../features/home/components/SectionMedia';
import { latestNewsQueryOptions } from '../features/news';
import { LatestNews } from '../features/news/components/LatestNews';
import { routeLoadError } from './-components/RouteLoadError';
import { CardsSkeleton } from '../components/ui/PageSkeleton';

type HomeSearch = { welcome?: true };

const FIRST_SECTION_WAIT_MS = 2000;
/** How long what sits below the carousel waits for the first card's picture before it is read anyway. */
const FIRST_PICTURE_WAIT_MS = 3000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const Route = createFileRoute('/')({
  // Lenient on purpose: an odd query string must never turn the home page into an error.
  validateSearch: (search: Record<string, unknown>): HomeSearch =>
    search.welcome === true || search.welcome === 'true' ? { welcome: true } : {},
  // The page does not wait for the projects: its media show at once and the carousel says
  // 'Loading...' until the list arrives (spec §2 placeholders). The request starts here, early.
  // It does wait (briefly) for the first section, which sits above the carousel: shown later, it
  // would push the whole page down under the reader's eyes.
  loader: async ({ context: { queryClient } }) => {
    const language = currentLanguage();
    const projects = projectsQueryOptions(language);
    // The carousel opens on the first visible card, whose picture is the largest thing on the page:
    // its download starts as soon as the list is known, before the page and its cards are rendered.
    const firstPicture = queryClient.prefetchQuery(projects).then(() => {
      const [first] = carouselProjects(queryClient.getQueryData(projects.queryKey) ?? []);
      return first?.mainImage ? preloadImage(first.mainImage, CAROUSEL_IMAGE_SIZES) : undefined;
    });
    // A section that fails is left to the page (its notice and retry), so no retries here; one that
    // is slow to answer stops holding the page back after FIRST_SECTION_WAIT_MS.
    const first = queryClient.ensureQueryData({ ...homeSectionQueryOptions(1, language), retry: false }).catch(() => null);
    // Its picture (or video poster) is the largest thing above the cards: fetched as soon as the
    // section is known, while the page's own code is still on its way.
    void first.then((section) => {
      const picture = section && sectionPicture(section, window.matchMedia(DESKTOP_FROM).matches);
      if (picture) void preloadImage(picture.media, picture.sizes);
    });
    await Promise.race([first, delay(FIRST_SECTION_WAIT_MS)]);
    return { firstPicture: Promise.race([firstPicture, delay(FIRST_PICTURE_WAIT_MS)]) };
  },
  // A list that cannot be read at all (Home throws it) gets the projectList error and a retry.
  errorComponent: routeLoadError({ titleId: 'pages.home.title', messageId: 'projectList.errors.genericServerError' }),
  pendingComponent: CardsSkeleton,
  component: Home,
});

function Home() {
  const { _, i18n } = useLingui();
  const { welcome } = Route.useSearch();
  const navigate = useNavigate();
  const session = useSession();
  const { data: projects, dataUpdatedAt } = useQuery({
    ...projectsQueryOptions(currentLanguage()),
    // Only a list never read fails the page; a failed refresh keeps the cards already shown.
    throwOnError: (_error, query) => query.state.data === undefined,
  });
  const { votes, castVote, retry: retryVotes } = useVoting(session?.userId);
  const onVote = useCallback((project: Project, support: 1 | -1) => void castVote(project, support), [castVote]);
  const visible = useMemo(() => (projects ? carouselProjects(projects) : undefined), [projects]);
  // Cards restored from the last visit (the persisted cache, online or not) come with the page, as
  // the member left them; cards fresh from the network are rendered in slices (useInTransition).
  const cards = useInTransition(visible, { immediately: dataUpdatedAt > 0 && dataUpdatedAt < performance.timeOrigin });
  const language = currentLanguage();
  const firstQuery = useQuery(homeSectionQueryOptions(1, language));
  // What sits below the carousel is read once the cards and the first card's picture are in, so that
  // it does not take bandwidth from them, and shown only once the cards are (it would push them down).
  const cardsIn = cards !== undefined;
  const readExtras = useSettled(Route.useLoaderData().firstPicture) && cardsIn;
  const secondQuery = useQuery({ ...homeSectionQueryOptions(2, language), enabled: readExtras });
  const bannerQuery = useQuery({ ...bannerQueryOptions(language), enabled: readExtras });
  const newsQuery = useQuery({ ...latestNewsQueryOptions(language), enabled: readExtras });
  const { data: first } = firstQuery;
  const { data: second } = secondQuery;
  const { data: banner } = bannerQuery;
  const { data: news } = newsQuery;
  // Rendered in slices too (see useInTransition): three sections with their pictures and rich text.
  const extras = useInTransition(useMemo(() => (cardsIn ? { second, banner, news } : undefined), [cardsIn, second, banner, news]));
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
      {first && <SectionMedia section={first} priority />}
      {/* Spec §2 reusable section: title, subtitle and a see-more link. */}
      <header className="home-projects__header">
        <h2>{_('home.projectsTitle')}</h2>
        <p className="muted">{_('home.projectsSubtitle')}</p>
        <Link to="/projects" className="home-projects__more">
          {_('home.projectsSeeMore')}
        </Link>
      </header>
      <VotesLoadError state={votes.state} retry={retryVotes} />
      <ProjectCarousel projects={cards} votes={votes} onVote={onVote} />
      {/* Below the carousel, and only once its cards are in: they would be pushed down otherwise. */}
      {extras && (
        <>
          {extras.second && <SectionMedia section={extras.second} />}
          {extras.banner && <HomeBanner banner={extras.banner} />}
          {extras.news && <LatestNews posts={extras.news} />}
        </>
      )}
    </section>
  );
}

/**
 * `value`, handed on in a transition. The page is committed without it first (the carousel says
 * 'Loading...' in the cards' space), then React renders what depends on it, nine cards and more,
 * in slices between which the browser can paint and answer the reader instead of in one long task.
 * With `immediately`, a value there at the first render is rendered with the page.
 */
function useInTransition<T>(value: T | undefined, { immediately = false } = {}): T | undefined {
  const [shown, setShown] = useState<T | undefined>(() => (immediately ? value : undefined));
  useEffect(() => {
    startTransition(() => setShown(value));
  }, [value]);
  return shown;
}

/** Whether `promise` has settled (and stays true for this page once it has). */
function useSettled(promise: Promise<unknown>): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let current = true;
    void promise.then(() => current && setSettled(true));
    return () => {
      current = false;
    };
  }, [promise]);
  return settled;
}
