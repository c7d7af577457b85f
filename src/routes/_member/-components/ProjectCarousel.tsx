import { memo, useEffect, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useLingui } from '@lingui/react';
import 'swiper/css';
import 'swiper/css/navigation';
import type { Project } from '../../../features/projects/api';
import { cardColours } from '../../../features/projects/rules';
import { VotableCard } from '../../../features/projects/components/VotableCard';
import type { MemberVotes } from '../../../features/votes/use-votes';
import { CAROUSEL, CAROUSEL_IMAGE_SIZES } from './carousel-constants';
import { useReducedMotion } from '../../../lib/use-reduced-motion';

export { CAROUSEL };


/** Cards per view: one on phones, two from 768 px, three (left, centre, right) with the arrows. */
const SLIDES_PER_VIEW = { base: 1, 768: 2, [CAROUSEL.arrowsFrom]: 3 } as const;

/** One more card kept on each side of the view than swiper's minimum, for the neighbours in the padding. */
const LOOP_ADDITIONAL_SLIDES = 1;

/**
 * The slides swiper 12's loop needs (swiper-core loopFix): with centred slides it rounds slidesPerView
 * up to an odd number n and keeps ceil(n / 2) + loopAdditionalSlides slides on each side, warning
 * "not enough for loop mode" below n + ceil(n / 2) + loopAdditionalSlides. Six with three per view.
 */
export function loopSlidesNeeded(maxSlidesPerView: number = Math.max(...Object.values(SLIDES_PER_VIEW)), additional = LOOP_ADDITIONAL_SLIDES): number {
  let perView = Math.ceil(maxSlidesPerView);
  if (perView % 2 === 0) perView += 1;
  return perView + Math.ceil(perView / 2) + additional;
}

/** How many times the list is rendered so that a loop over it has enough slides (once when it does not loop). */
export function copiesForLoop(count: number, needed = loopSlidesNeeded()): number {
  return count < 2 ? 1 : Math.ceil(needed / count);
}

type Props = {
  /** Undefined while the list has not arrived yet. */
  projects: Project[] | undefined;
  votes: MemberVotes;
  onVote: (project: Project, support: 1 | -1) => void;
};

/**
 * Visible projects in a circular carousel (spec §2): left, centre and right cards; swipe or arrows
 * move by one, and from the last card on to the first. With fewer cards than swiper's loop needs, the
 * list is rendered several times; the copies are hidden from screen readers and out of the tab order
 * (still clickable), so each project is read and reached once.
 *
 * Memoised: the home page renders again for each query it follows, and the nine cards with swiper
 * need not (they change with the projects and the votes only).
 */
export const ProjectCarousel = memo(function ProjectCarousel({ projects, votes, onVote }: Props) {
  const { _ } = useLingui();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Less motion: the cards change places at once (speed 0) and nothing moves by itself.
  const reducedMotion = useReducedMotion();
  useRelayoutOnWidthChange(swiper);
  if (projects === undefined) {
    return (
      // As tall as the cards will be, so that nothing below jumps when they arrive.
      <p className="muted project-carousel--loading skeleton" aria-busy="true">
        {_('home.loading')}
      </p>
    );
  }
  if (projects.length === 0) return <p className="muted">{_('home.noItems')}</p>;

  const colours = cardColours(projects);
  const loop = projects.length > 1;
  const copies = copiesForLoop(projects.length);
  const slides = Array.from({ length: copies }, (_copy, copy) => projects.map((project, i) => ({ project, i, copy }))).flat();

  return (
    <Swiper
      // A different number of cards starts again from the first (spec §2); so does a change of motion preference.
      key={`${projects.length}-${reducedMotion}`}
      className="project-carousel"
      style={{ paddingInline: CAROUSEL.centrePaddingPx }}
      modules={[A11y, Autoplay, Keyboard, Navigation]}
      loop={loop}
      loopAdditionalSlides={LOOP_ADDITIONAL_SLIDES}
      // Swiper's default ignores every arrow, key or autoplay move while a loop is still sliding, so a
      // member pressing twice quickly (or dragging, then pressing) found the carousel stuck.
      loopPreventsSliding={false}
      centeredSlides
      slidesPerView={SLIDES_PER_VIEW.base}
      spaceBetween={16}
      speed={reducedMotion ? 0 : CAROUSEL.speedMs}
      threshold={CAROUSEL.swipeDeltaPx}
      longSwipesRatio={1 / CAROUSEL.touchThreshold}
      resistanceRatio={CAROUSEL.edgeFriction}
      // Swiper's own observer lays every card out again whenever the carousel's height changes too
      // (the member's votes arriving, a vote cast): a long task for nothing, see useRelayoutOnWidthChange.
      resizeObserver={false}
      onSwiper={setSwiper}
      keyboard={{ enabled: true }}
      autoplay={!loop || reducedMotion ? false : { delay: CAROUSEL.autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: true }}
      navigation={{ enabled: false }}
      breakpoints={{
        768: { slidesPerView: SLIDES_PER_VIEW[768] },
        [CAROUSEL.arrowsFrom]: { slidesPerView: SLIDES_PER_VIEW[CAROUSEL.arrowsFrom], navigation: { enabled: true } },
      }}
      // Our own slide labels: swiper's "{{index}} / {{slidesLength}}" would count the copies.
      a11y={{ prevSlideMessage: _('home.previousProject'), nextSlideMessage: _('home.nextProject'), slideLabelMessage: '' }}
    >
      {slides.map(({ project, i, copy }) => (
        <SwiperSlide
          key={`${project.documentId}~${copy}`}
          aria-hidden={copy > 0 ? true : undefined}
          aria-label={copy === 0 ? _('home.slideLabel', { index: i + 1, count: projects.length }) : undefined}
        >
          <VotableCard
            project={project}
            colour={colours[i]!}
            votes={votes}
            onVote={onVote}
            focusable={copy === 0}
            // The carousel opens on the first card, in the middle of the view.
            priority={i === 0 && copy === 0}
            imageSizes={CAROUSEL_IMAGE_SIZES}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
});

/**
 * Lays the cards out again when the carousel's width changes (a scrollbar appearing, a rotated
 * phone, a resized window): swiper itself, with its ResizeObserver off, only listens to the window's
 * resize and orientation events. A new height alone changes nothing in a horizontal carousel.
 */
function useRelayoutOnWidthChange(swiper: SwiperInstance | null) {
  useEffect(() => {
    if (!swiper || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      // swiper.width is the content width from clientWidth, a whole number of pixels.
      if (!entry || swiper.destroyed || Math.abs(entry.contentRect.width - swiper.width) < 1) return;
      swiper.emit('beforeResize');
      swiper.emit('resize');
    });
    observer.observe(swiper.el);
    return () => observer.disconnect();
  }, [swiper]);
}
