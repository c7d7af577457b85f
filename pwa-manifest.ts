import type { ManifestOptions } from 'vite-plugin-pwa';

/** What the browser's install sheet and the home-screen icon show. */
export const manifest: Partial<ManifestOptions> = {
  name: 'Chispa',
  short_name: 'Chispa',
  description: 'Vota proyectos de impacto social, gana DIDs y participa en sorteos.',
  lang: 'es',
  dir: 'ltr',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  // Not locked: the app works in both, and a tablet or a desktop window is wider than tall.
  theme_color: '#c2410c',
  background_color: '#fffaf5',
  categories: ['social', 'lifestyle'],
  screenshots: [
    // Taken from the running app by scripts/screenshots.mjs.
    { src: '/screenshots/projects-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Proyectos para votar' },
    { src: '/screenshots/projects-wide.png', sizes: '1366x768', type: 'image/png', form_factor: 'wide', label: 'Proyectos para votar' },
  ],
};
