import type { HomeSection } from '../api';
import { useMediaQuery } from '../../../lib/use-media-query';
import { imageSources, loadingHints } from '../../../components/ui/image-sources';
import { Picture } from '../../../components/ui/Picture';
import { VideoPoster } from './VideoPoster';
import { DESKTOP_FROM, SECTION_IMAGE_SIZES, sectionMedia, sectionPoster } from '../section-media';

type Props = {
  section: HomeSection;
  /** The first section, at the top of the page: its picture is fetched at once and first. */
  priority?: boolean;
};

/** A home section: its title and subtitle, then a video or a picture for this device. */
export function SectionMedia({ section, priority = false }: Props) {
  const desktop = useMediaQuery(DESKTOP_FROM);
  const media = sectionMedia(section, desktop);
  const image = media?.kind === 'image' ? imageSources(media.image) : undefined;
  return (
    <section className={priority ? 'home-section home-section--first' : 'home-section'} lang={section.locale}>
      {section.title && <h2>{section.title}</h2>}
      {section.subtitle && <p className="muted">{section.subtitle}</p>}
      {media?.kind === 'video' && (
        <VideoPoster embed={media.embed} title={section.title ?? 'Chispa'} poster={sectionPoster(section, desktop)} priority={priority} />
      )}
      {media?.kind === 'image' && image && (
        <Picture
          className="home-section__image"
          {...image}
          sizes={SECTION_IMAGE_SIZES}
          alt={media.image.alternativeText ?? ''}
          {...loadingHints(priority)}
        />
      )}
    </section>
  );
}
