import type { Banner } from '../api';
import { RichText, safeHref } from '../../../lib/rich-text';
import { useMediaQuery } from '../../../lib/use-media-query';
import { DESKTOP_FROM } from '../section-media';
import { imageSources } from '../../../components/ui/image-sources';
import { Picture } from '../../../components/ui/Picture';

/** The banner spans the page inside its own 1 rem padding. */
const BANNER_IMAGE_SIZES = '(min-width: 1200px) 1136px, calc(100vw - 4rem)';

/** The editors' banner, when enabled: mobile picture below 1024 px, desktop picture from 1024 px. */
export function HomeBanner({ banner }: { banner: Banner }) {
  const desktop = useMediaQuery(DESKTOP_FROM);
  if (!banner.enabled) return null;
  const image = desktop ? banner.desktopImage : banner.mobileImage;
  const href = safeHref(banner.buttonUrl);
  return (
    <aside className="banner" aria-label={banner.title ?? undefined} lang={banner.locale}>
      {image && <Picture className="banner__image" {...imageSources(image)} sizes={BANNER_IMAGE_SIZES} alt="" loading="lazy" />}
      <div className="banner__text">
        {banner.subtitle && <p className="banner__subtitle">{banner.subtitle}</p>}
        {banner.title && <h2>{banner.title}</h2>}
        <RichText blocks={banner.description} />
        {href && banner.buttonLabel && (
          <a className="button button--primary" href={href}>
            {banner.buttonLabel}
          </a>
        )}
      </div>
    </aside>
  );
}
