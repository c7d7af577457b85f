import type { Plugin } from 'vite';

type BundleAsset = { type: 'asset'; fileName: string; source: string | Uint8Array };

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/**
 * Puts the start stylesheet (every style the first screen needs: 20 KB, 6 KB compressed) in
 * index.html instead of linking it. A linked stylesheet holds back every paint until it has arrived,
 * a round trip after the page on a slow connection, so index.html's early picture of the home page
 * (vite-plugins/early-home-script.ts) waited for it and then, as often as not, for the start chunk's
 * evaluation too. The page is fetched once per visit (the installed app takes it from the worker's
 * cache), so the stylesheet's own caching saved little. The CSP allows inline styles (react-toastify's).
 */
export function inlineStartCss(): Plugin {
  return {
    name: 'chispa:inline-start-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET, (link, fileName: string) => {
          const asset = bundle[fileName] as BundleAsset | undefined;
          if (!asset || asset.type !== 'asset') return link;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          if (/<\/style/i.test(css)) throw new Error(`inlineStartCss: ${fileName} contains </style>`);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
