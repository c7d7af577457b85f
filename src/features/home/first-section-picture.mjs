// The picture at the top of the home page, chosen before the app's code runs: by index.html's inline
// script (vite-plugins/home-preload.ts carries these functions' source into it, so each is
// self-contained and uses only the others and the constants below) and by the app server, which
// preloads it (scripts/lib/app-server/home-shell.mjs). Plain JavaScript for both. The app makes the
// same choice in section-media.ts and components/ui/image-sources.ts; tests/e2e/home.test.ts checks
// that they agree.

/** From this width the home shows each section's desktop media. */
export const DESKTOP_FROM = '(min-width: 1024px)';

/** The section spans the page: 1200 px at most, less the page's 1 rem padding either side. */
export const SECTION_IMAGE_SIZES = '(min-width: 1200px) 1168px, 100vw';

/** The poster's width: the page's, or what 35 % of the screen's height allows at 16:9 (home.css `.home-section .video`). */
export const POSTER_SIZES = 'min(calc(100vw - 2rem), 1168px, 63vh)';

/** Whether `url` is a video the page can play (lib/vimeo.ts's vimeoEmbedUrl: any http(s) host, Vimeo's id paths). */
export function isVimeoVideo(url) {
  try {
    const parsed = new URL(String(url).trim());
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && /^\/(?:video\/)?\d+(?:\/[0-9a-z]+)?\/?$/i.test(parsed.pathname);
  } catch {
    return false;
  }
}

/**
 * What the first section shows at its top on this device: the poster of this device's video, else
 * this device's image; only when this device has neither, the other device's (section-media.ts's
 * sectionPicture). Null when there is no picture.
 * @returns {{ video: boolean, media: { url: string, width?: number, height?: number, formats?: object }, sizes: string } | null}
 */
export function firstSectionPicture(section, desktop) {
  const own = desktop ? [section.videoUrlDesktop, section.imageDesktop] : [section.videoUrlMobile, section.imageMobile];
  const other = desktop ? [section.videoUrlMobile, section.imageMobile] : [section.videoUrlDesktop, section.imageDesktop];
  for (const [video, image] of [own, other]) {
    if (video && isVimeoVideo(video)) {
      const poster = desktop ? section.imageDesktop || section.imageMobile : section.imageMobile || section.imageDesktop;
      return poster && poster.url ? { video: true, media: poster, sizes: POSTER_SIZES } : null;
    }
    if (image && image.url) return { video: false, media: image, sizes: SECTION_IMAGE_SIZES };
  }
  return null;
}

/** The srcset of a Strapi picture: its formats and the original, by width (image-sources.ts's imageSources). Null with one size. */
export function pictureSrcset(media) {
  const candidates = new Map();
  for (const format of Object.values(media.formats || {})) if (format && format.width && format.url) candidates.set(format.width, format.url);
  if (media.width) candidates.set(media.width, media.url);
  if (!media.width || candidates.size < 2) return null;
  return [...candidates]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}
