import { useCallback, useEffect, useMemo } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { toast } from '../../../components/ui/toast';
import { projectsQueryOptions, type Project } from '../../projects';
import { useVoting, VotesLoadError } from '../../votes';
import { latestNewsQueryOptions } from '../../news';
import { LatestNews } from '../../news/components/LatestNews';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { startedWarm } from '../../../lib/warm-start';
import { bannerQueryOptions, homeSectionQueryOptions } from '../api';
import { carouselProjects } from '../carousel-projects';
import { useInTransition } from '../use-in-transition';
import { useSettled } from '../use-settled';
import { HomeBanner } from './HomeBanner';
import { ProjectCarousel } from './ProjectCarousel';
import { SectionMedia } from './SectionMedia';

type Props = {
  /** `?welcome`: a member who has just signed in, welcomed with a toast (and the query string cleaned). */
  welcome?: boolean;
  /** The home route's loader's: settles once the first card's picture is in (or after a while). */
  firstPicture: Promise<unknown>;
};

export function HomePage({ welcome, firstPicture }: Props) {
  const { _, i18n } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const { data: projects } = useQuery({
    ...projectsQueryOptions(currentLanguage()),
    // Only a list never read fails the page; a failed refresh keeps the cards already shown.
    throwOnError: (_error, query) => query.state.data === undefined,
  });
  const { votes, castVote, retry: retryVotes } = useVoting(session?.userId);
  const onVote = useCallback((project: Project, support: 1 | -1) => void castVote(project, support), [castVote]);
  const visible = useMemo(() => (projects ? carouselProjects(projects) : undefined), [projects]);
  // On a warm start the cards there at the first render come with the page, as the member left them:
  // restored from the last visit (online or not), or already refreshed, the worker's cache being as
  // quick as the start (the refresh won that race half the time, and the cards then came a transition
  // later). Cards fresh from the network on a cold start are rendered in slices (useInTransition).
  const cards = useInTransition(visible, { immediately: startedWarm });
  const language = currentLanguage();
  const firstQuery = useQuery(homeSectionQueryOptions(1, language));
  // What sits below the carousel is read once the cards and the first card's picture are in, so that
  // it does not take bandwidth from them, and shown only once the cards are (it would push them down).
  const cardsIn = cards !== undefined;
  const readExtras = useSettled(firstPicture) && cardsIn;
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
