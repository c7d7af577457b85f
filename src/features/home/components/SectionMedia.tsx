import { useLingui } from '@lingui/react';
import type { HomeSection } from '../api';
import { vimeoEmbedUrl } from '../../../lib/vimeo';
import { useMediaQuery } from '../../../lib/use-media-query';

export const DESKTOP_FROM = '(min-width: 1024px)';

/** A home section: its title and subtitle, then a video (it takes precedence) or a picture, per device. */
export function SectionMedia({ section }: { section: HomeSection }) {
  const { _ } = useLingui();
  const desktop = useMediaQuery(DESKTOP_FROM);
  const video = vimeoEmbedUrl(desktop ? section.videoUrlDesktop : section.videoUrlMobile) ?? vimeoEmbedUrl(section.videoUrlDesktop ?? section.videoUrlMobile);
  const image = desktop ? (section.imageDesktop ?? section.imageMobile) : (section.imageMobile ?? section.imageDesktop);
  return (
    <section className="home-section">
      {section.title && <h2>{section.title}</h2>}
      {section.subtitle && <p className="muted">{section.subtitle}</p>}
      {video ? (
        <div className="video">
          <iframe src={video} title={_('home.video', { title: section.title ?? 'Chispa' })} allow="fullscreen; picture-in-picture" loading="lazy" />
        </div>
      ) : (
        image && <img className="home-section__image" src={image.url} alt={image.alternativeText ?? ''} loading="lazy" />
      )}
    </section>
  );
}
