import type { HomeSection } from './api';
import { vimeoEmbedUrl } from '../../lib/vimeo';
import type { Media } from '../../lib/schemas';
import { POSTER_SIZES, SECTION_IMAGE_SIZES } from './first-section-picture.mjs';

export { DESKTOP_FROM, POSTER_SIZES, SECTION_IMAGE_SIZES } from './first-section-picture.mjs';


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



/** The picture a section shows at its top on this device (a video's poster or its image), with its `sizes`. */
export function sectionPicture(section: HomeSection, desktop: boolean): { media: Media; sizes: string } | null {
  const media = sectionMedia(section, desktop);
  if (media?.kind === 'image') return { media: media.image, sizes: SECTION_IMAGE_SIZES };
  const poster = media?.kind === 'video' ? sectionPoster(section, desktop) : null;
  return poster ? { media: poster, sizes: POSTER_SIZES } : null;
}
