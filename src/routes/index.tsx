import { createFileRoute } from '@tanstack/react-router';
import { projectsQueryOptions } from '../features/projects';
import { currentLanguage } from '../lib/i18n';
import { preloadImage } from '../components/ui/image-sources';
import { CAROUSEL_IMAGE_SIZES, carouselProjects, DESKTOP_FROM, homeSectionQueryOptions, sectionPicture } from '../features/home';
import { HomePage } from '../features/home/components/HomePage';
import { routeLoadError } from './-components/RouteLoadError';
import { CardsSkeleton } from '../components/ui/PageSkeleton';
import { delay } from '../lib/delay';

type HomeSearch = { welcome?: true };

const FIRST_SECTION_WAIT_MS = 2000;
/** How long what sits below the carousel waits for the first card's picture before it is read anyway. */
const FIRST_PICTURE_WAIT_MS = 3000;

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
    // A list already here (restored from the last visit, or read a moment ago) is not asked again
    // before the page renders: the page refreshes it once it is on screen (stale, it is refetched on
    // mount), and a warm start does not spend its first milliseconds on the answer.
    const firstPicture = queryClient.ensureQueryData(projects).catch(() => undefined).then(() => {
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
  // A list that cannot be read at all (the page throws it) gets the projectList error and a retry.
  errorComponent: routeLoadError({ titleId: 'pages.home.title', messageId: 'projectList.errors.genericServerError' }),
  pendingComponent: CardsSkeleton,
  component: Home,
});

function Home() {
  return <HomePage welcome={Route.useSearch().welcome} firstPicture={Route.useLoaderData().firstPicture} />;
}
