import { memo, useRef, type CSSProperties } from 'react';
import { useLingui } from '@lingui/react';
import { cardColours, type Project } from '../../projects';
import { VotableCard } from '../../projects/components/VotableCard';
import type { MemberVotes } from '../../votes';
import { CAROUSEL, CAROUSEL_IMAGE_SIZES } from '../carousel/constants';
import { useLoopCarousel } from '../carousel/use-loop-carousel';
import { useReducedMotion } from '../../../lib/use-reduced-motion';

/**
 * Copies' cards drawn on each side of the card in view: the widest view shows two, and while it
 * slides by one, one more comes in.
 */
const COPIES_DRAWN_AROUND_VIEW = 3;

/** How many times the list is rendered: three copies to loop over (the view rests on the middle one), one when it does not loop. */
export const copiesForLoop = (count: number) => (count < 2 ? 1 : 3);

type Props = {
  /** Undefined while the list has not arrived yet. */
  projects: Project[] | undefined;
  votes: MemberVotes;
  onVote: (project: Project, support: 1 | -1) => void;
};

/**
 * Visible projects in a circular carousel (spec §2): left, centre and right cards; swipe, drag, the
 * arrow keys or the arrow buttons move by one, and from the last card on to the first. The copies
 * that make the loop are hidden from screen readers and out of the tab order (still clickable), so
 * each project is read and reached once.
 *
 * Memoised: the home page renders again for each query it follows, and the cards need not (they
 * change with the projects and the votes only).
 */
export const ProjectCarousel = memo(function ProjectCarousel({ projects, votes, onVote }: Props) {
  const { _ } = useLingui();
  const reducedMotion = useReducedMotion();
  if (projects === undefined) {
    return (
      // As tall as the cards will be, so that nothing below jumps when they arrive.
      <p className="muted project-carousel--loading skeleton" aria-busy="true">
        {_('home.loading')}
      </p>
    );
  }
  if (projects.length === 0) return <p className="muted">{_('home.noItems')}</p>;
  // A different number of cards starts again from the first (spec §2); so does a change of motion preference.
  return <Carousel key={`${projects.length}-${reducedMotion}`} projects={projects} votes={votes} onVote={onVote} reducedMotion={reducedMotion} />;
});

function Carousel({ projects, votes, onVote, reducedMotion }: Props & { projects: Project[]; reducedMotion: boolean }) {
  const { _ } = useLingui();
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const carousel = useLoopCarousel({ count: projects.length, reducedMotion, rootRef, trackRef });
  const colours = cardColours(projects);
  const copies = copiesForLoop(projects.length);
  // The real cards are the middle copy when it loops.
  const real = copies === 3 ? 1 : 0;
  const slides = Array.from({ length: copies }, (_copy, copy) => projects.map((project, i) => ({ project, i, copy }))).flat();
  // The real cards are all drawn (each project is read and reached once); a copy, there only for the
  // loop, is drawn only while it is in or beside the view: two thirds of the cards are not rendered,
  // laid out or kept in memory until the carousel comes to them (a slot of their width waits).
  const near = (index: number) => Math.abs(index - carousel.pos) <= COPIES_DRAWN_AROUND_VIEW;
  const drawn = (copy: number, index: number) => copy === real || near(index);
  const trackStyle = { '--pos': carousel.pos, transitionDuration: `${carousel.sliding ? carousel.speedMs : 0}ms` } as CSSProperties;

  return (
    <div
      ref={rootRef}
      className="project-carousel"
      role="region"
      aria-roledescription={_('home.carousel')}
      aria-label={_('home.projectsTitle')}
      data-index={carousel.realIndex}
      data-moving={carousel.sliding || undefined}
      style={{ paddingInline: CAROUSEL.centrePaddingPx }}
      onPointerEnter={(event) => event.pointerType === 'mouse' && carousel.pause(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && carousel.pause(false)}
      onFocus={() => carousel.pause(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && carousel.pause(false)}
    >
      <div className="project-carousel__viewport" {...carousel.handlers}>
        <div ref={trackRef} className="project-carousel__track" style={trackStyle} onTransitionEnd={carousel.onTransitionEnd}>
          {slides.map(({ project, i, copy }, index) => (
            <div
              key={`${project.documentId}~${copy}`}
              className={`project-carousel__slide${index === carousel.pos ? ' is-active' : ''}${near(index) ? '' : ' is-far'}`}
              role={copy === real ? 'group' : undefined}
              aria-hidden={copy !== real ? true : undefined}
              aria-label={copy === real ? _('home.slideLabel', { index: i + 1, count: projects.length }) : undefined}
            >
              {drawn(copy, index) && (
                <VotableCard
                  project={project}
                  colour={colours[i]!}
                  votes={votes}
                  onVote={onVote}
                  focusable={copy === real}
                  // The carousel opens on the first card, in the middle of the view.
                  priority={i === 0 && copy === real}
                  imageSizes={CAROUSEL_IMAGE_SIZES}
                />
              )}
            </div>
          ))}
        </div>
      </div>
      {carousel.loop && (
        <>
          <button type="button" className="project-carousel__arrow project-carousel__arrow--previous" aria-label={_('home.previousProject')} onClick={carousel.previous}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="project-carousel__arrow project-carousel__arrow--next" aria-label={_('home.nextProject')} onClick={carousel.next}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>
  );
}
