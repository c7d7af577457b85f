import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import { useLingui } from '@lingui/react';
import 'swiper/css';
import 'swiper/css/navigation';
import type { Project } from '../../../features/projects/api';
import { cardColours } from '../../../features/projects/rules';
import { VotableCard } from '../../../features/projects/components/VotableCard';
import type { MemberVotes } from '../../../features/votes/use-votes';

// Spec §9: autoplay 3000 ms, speed 500 ms, touch threshold 5, edge friction 0.35, arrows from 1280 px.
export const CAROUSEL = { autoplayMs: 3000, speedMs: 500, threshold: 5, edgeFriction: 0.35, arrowsFrom: 1280 } as const;

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

type Props = {
  projects: Project[];
  votes: MemberVotes;
  onVote: (project: Project, support: 1 | -1) => void;
};

/** Visible projects in a circular carousel: left, centre and right cards; swipe or arrows move by one. */
export function ProjectCarousel({ projects, votes, onVote }: Props) {
  const { _ } = useLingui();
  const colours = cardColours(projects);
  if (projects.length === 0) return <p className="muted">{_('home.noItems')}</p>;

  return (
    <Swiper
      // A different number of cards starts again from the first (spec §2).
      key={projects.length}
      className="project-carousel"
      modules={[A11y, Autoplay, Keyboard, Navigation]}
      loop={projects.length > 2}
      centeredSlides
      slidesPerView={1.15}
      spaceBetween={16}
      speed={CAROUSEL.speedMs}
      threshold={CAROUSEL.threshold}
      resistanceRatio={CAROUSEL.edgeFriction}
      keyboard={{ enabled: true }}
      autoplay={reducedMotion() ? false : { delay: CAROUSEL.autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: true }}
      navigation={{ enabled: false }}
      breakpoints={{ 768: { slidesPerView: 2 }, [CAROUSEL.arrowsFrom]: { slidesPerView: 3, navigation: { enabled: true } } }}
      a11y={{ prevSlideMessage: _('home.previousProject'), nextSlideMessage: _('home.nextProject') }}
    >
      {projects.map((project, i) => (
        <SwiperSlide key={project.documentId}>
          <VotableCard project={project} colour={colours[i]!} votes={votes} onVote={onVote} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
