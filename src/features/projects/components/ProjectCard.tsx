import { useId, type CSSProperties } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { projectDaysLeft } from '../rules';
import type { Project } from '../api';
import type { VotesState } from '../../votes';
import { CardActions } from './CardActions';
import { CardImage } from './CardImage';
import { CardResultLine, resultsDue } from '../../results';

type Props = {
  project: Project;
  colour: string;
  support: 1 | -1 | undefined;
  votesState: VotesState;
  pending: boolean;
  onVote: (support: 1 | -1) => void;
  /** False for a carousel's copy of a card: clickable, but out of the tab order. */
  focusable?: boolean;
  /** The card the page opens on: its picture is fetched first (see CardImage). */
  priority?: boolean;
  /** The card's width for its picture's `sizes`, when it is not in a grid (see CardImage). */
  imageSizes?: string;
};

export function ProjectCard({ project, colour, support, votesState, pending, onVote, focusable = true, priority = false, imageSizes }: Props) {
  const { _ } = useLingui();
  const headingId = useId(); // unique even when a carousel renders the same project twice
  const days = projectDaysLeft(project);
  const reward = project.currentstatus !== 'comingSoon' ? project.reward : null;
  // The reward's small picture (Strapi's "small" size, else the original): the one the offline catalogue keeps (sw/catalogue/pictures.ts).
  const picture = reward?.thumbnailImage;
  const small = picture && (picture.formats?.small ?? picture);
  return (
    <article className="project-card" style={{ '--card-bg': colour } as CSSProperties} aria-labelledby={headingId}>
      {project.mainImage ? (
        <CardImage image={project.mainImage} priority={priority} sizes={imageSizes} />
      ) : (
        // No picture: the same frame in the card's colour, so cards side by side keep one shape.
        <div className="project-card__media project-card__media--none" aria-hidden="true" />
      )}
      <div className="project-card__body">
        <h3 id={headingId} lang={project.locale}>{project.name}</h3>
        {project.subtitle && <p className="project-card__subtitle" lang={project.locale}>{project.subtitle}</p>}
        {project.extract && <p lang={project.locale}>{project.extract}</p>}
        <p className="project-card__facts">
          {reward && picture && small && (
            <img className="project-card__reward" src={small.url} width={small.width ?? undefined} height={small.height ?? undefined} loading="lazy" alt={picture.alternativeText || reward.title} lang={reward.locale} />
          )}
          {project.location && <span lang={project.locale}>{project.location}</span>}
          {days > 0 && <span>{_('projectCard.daysLeft', { days })}</span>}
        </p>
        {project.supportText && <p className="project-card__claim" lang={project.locale}>{project.supportText}</p>}
        <Link to="/projects/$idProject" params={{ idProject: project.documentId }} className="project-card__more" tabIndex={focusable ? undefined : -1}>
          {_('projectCard.seeMore')}
        </Link>
        {resultsDue(project) && <CardResultLine projectId={project.documentId} options={project} />}
        <CardActions project={project} support={support} votesState={votesState} pending={pending} onVote={onVote} focusable={focusable} />
      </div>
    </article>
  );
}
