import type { HomeSection } from '../api';
import { vimeoEmbedUrl } from '../../../lib/vimeo';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { Media } from '../../../lib/schemas';
import { imageSources, loadingHints } from '../../../components/ui/image-sources';
import { Picture } from '../../../components/ui/Picture';
import { VideoPoster } from './VideoPoster';

export const DESKTOP_FROM = '(min-width: 1024px)';

export type SectionMediaChoice = { kind: 'video'; embed: string } | { kind: 'image'; image: Media } | null;

/**
 * What a home section shows on this device (spec §2 Home media): this device's video, which takes
 * precedence, else this device's image. Only when this device has neither does it borrow the other
 * device's media (video first), so a section filled for one device is not left empty on the other.
 */
export function sectionMedia(section: HomeSection, desktop: boolean): SectionMediaChoice {
  const own = desktop
    ? { video: section.videoUrlDesktop, image: section.imageDesktop }
    : { video: section.videoUrlMobile, image: section.imageMobile };
  const other = desktop
    ? { video: section.videoUrlMobile, image: section.imageMobile }
    : { video: section.videoUrlDesktop, image: section.imageDesktop };
  for (const device of [own, other]) {
    const embed = vimeoEmbedUrl(device.video);
    if (embed) return { kind: 'video', embed };
    if (device.image) return { kind: 'image', image: device.image };
  }
  return null;
}

/** A video's poster: this device's picture of the section, else the other device's (ours either way, cached by the worker). */
export function sectionPoster(section: HomeSection, desktop: boolean): Media | null {
  return (desktop ? section.imageDesktop ?? section.imageMobile : section.imageMobile ?? section.imageDesktop) ?? null;
}

/** The section spans the page: 1200 px at most, less the page's 1 rem padding either side. */
const SECTION_IMAGE_SIZES = '(min-width: 1200px) 1168px, 100vw';

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
    <section className={priority ? 'home-section home-section--first' : 'home-section'}>
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
