import type { Media } from '../../lib/schemas';

export type ImageSources = { src: string; srcSet?: string; width?: number; height?: number };

/**
 * The `<img>` attributes for a Strapi picture: the original as `src`, and a `srcSet` of the sizes
 * Strapi made of it (thumbnail, small, medium, large) plus the original, so the browser downloads
 * the one that fits the `sizes` it is given instead of the full picture. Width and height are the
 * original's, so the browser knows the picture's shape before it arrives (no layout shift).
 */
export function imageSources(media: Media): ImageSources {
  const candidates = new Map<number, string>();
  for (const format of Object.values(media.formats ?? {})) candidates.set(format.width, format.url);
  if (media.width) candidates.set(media.width, media.url);
  const sources: ImageSources = { src: media.url };
  if (media.width && candidates.size > 1) {
    sources.srcSet = [...candidates]
      .sort(([a], [b]) => a - b)
      .map(([width, url]) => `${url} ${width}w`)
      .join(', ');
  }
  if (media.width && media.height) {
    sources.width = media.width;
    sources.height = media.height;
  }
  return sources;
}

/**
 * Loading hints for a picture: one at the top of the page the reader opens (`priority`) is fetched at
 * once and before other pictures; any other waits until it is near the viewport. `fetchpriority` is
 * spelled in lower case: React 18 does not know the attribute and warns about `fetchPriority`.
 */
export function loadingHints(priority: boolean): { loading: 'eager' | 'lazy'; fetchpriority?: 'high' } {
  return priority ? { loading: 'eager', fetchpriority: 'high' } : { loading: 'lazy' };
}

/**
 * Starts downloading, first, the picture an `<img srcset sizes>` of `media` will show, before that
 * element exists: the browser keeps it and the element uses this download (same URL). Settles once
 * the picture is in, or could not be read.
 */
export function preloadImage(media: Media, sizes: string): Promise<void> {
  const { src, srcSet } = imageSources(media);
  const image = new Image();
  const settled = new Promise<void>((resolve) => {
    image.onload = () => resolve();
    image.onerror = () => resolve();
  });
  image.fetchPriority = 'high';
  if (srcSet) {
    image.sizes = sizes;
    image.srcset = srcSet;
  }
  image.src = src;
  return settled;
}
