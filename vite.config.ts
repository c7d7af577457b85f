import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './pwa-manifest.ts';
import { homePreload } from './vite-plugins/home-preload.ts';
import { startChunk } from './vite-plugins/start-chunk.ts';
import { inlineStartCss } from './vite-plugins/inline-start-css.ts';
import pkg from './package.json' with { type: 'json' };

const FIRST_SCREENS = new Set<string>(['/', '/projects/$idProject', '__root__']);

const appPort = Number(process.env.APP_PORT ?? 4173);
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 1337}`;
// One origin for the browser, the service worker and the cookies: the app proxies Strapi.
// xfwd: the proxy appends the browser's address to X-Forwarded-For; Strapi, told to trust one hop
// (TRUST_PROXY=1), counts that entry alone, so its throttles tell members apart.
const proxy = {
  '/api': { target: apiTarget, xfwd: true },
  '/uploads': { target: apiTarget, xfwd: true },
  // The development mailbox (absent in production, where the server does not serve it).
  '/dev/mailbox': { target: apiTarget, xfwd: true },
};

/**
 * `npm run dev` only: the headers Vite's dev server can carry without breaking hot reload (its
 * client and React Refresh run inline scripts and a websocket, so no script-src here). `npm start`
 * and production get the full set from the app server (scripts/lib/app-server/security-headers.mjs).
 */
const devHeaders = {
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), geolocation=(), microphone=(), payment=(), usb=()',
};

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The loaders of the pages a member opens from the home page come with those pages (a chunk
      // fetched beside the component's), not in the start chunk every first screen loads. The home
      // and project pages keep theirs there: they are the first screens members and guests open.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          FIRST_SCREENS.has(routeId) ? undefined : [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    startChunk(),
    homePreload(),
    inlineStartCss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The page registers the worker itself (src/offline/update/service-worker.ts) and asks before updating.
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // Icons come from one source image at build time (192, 512, maskable 512, apple-touch 180, favicon).
      pwaAssets: { image: 'public/favicon.svg', preset: 'minimal-2023', overrideManifestIcons: true, includeHtmlHeadLinks: true },
      injectManifest: {
        // The shell: code, styles, fonts, icons and both catalogs. Source maps and screenshots stay out.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}', 'locales/*/messages.json'],
        globIgnores: ['screenshots/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  server: { host: '127.0.0.1', port: appPort, strictPort: true, proxy, headers: devHeaders },
  preview: { host: '127.0.0.1', port: appPort, strictPort: true, proxy },
  build: {
    sourcemap: true,
    manifest: true,
    // No preload lists on lazy imports: they were 1.5 KB (gzip) of the start chunk, which every first
    // screen pays, to save one round trip on a page's shared chunks, and only until the worker has
    // precached every chunk (seconds after the first visit). The first screens' own chunks are
    // preloaded by the page (start-chunk.ts, home-preload.ts). See docs/decisions/app/start-chunk.md.
    modulePreload: false,
  },
});
