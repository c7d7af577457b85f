// The home sections' layout constants, without imports: index.html's inline script (built by
// vite-plugins/home-preload.ts, in Node) uses them too.

/** From this width the home shows each section's desktop media. */
export const DESKTOP_FROM = '(min-width: 1024px)';

/** The section spans the page: 1200 px at most, less the page's 1 rem padding either side. */
export const SECTION_IMAGE_SIZES = '(min-width: 1200px) 1168px, 100vw';

/** The poster's width: the page's, or what 35 % of the screen's height allows at 16:9 (main.css `.video`). */
export const POSTER_SIZES = 'min(calc(100vw - 2rem), 1168px, 63vh)';
