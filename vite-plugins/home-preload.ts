import type { HtmlTagDescriptor, Plugin } from 'vite';

type BundleChunk = { type: 'chunk'; fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[]; viteMetadata?: { importedCss: Set<string> } };
type BundleItem = BundleChunk | { type: 'asset' };

/** The home page's component module, as the router plugin splits it (also used by start-chunk.ts). */
export const HOME_ROUTE_MODULE = 'src/routes/_member/index.tsx?tsr-split=component';

/**
 * Fetches the home page's own chunks together with the start chunk when the app opens on the home
 * page with a member signed in (the installed app's start URL), instead of after the start chunk has
 * run and the router has asked for them: one round trip less before the cards. Elsewhere, or for a
 * guest (sent to /login), nothing extra is fetched. `sessionKey` is src/lib/session.ts's SESSION_KEY
 * (not imported: that module is browser code).
 */
export function homePreload({ routeModules = [HOME_ROUTE_MODULE], sessionKey = 'chispaUser' } = {}): Plugin {
  return {
    name: 'chispa:home-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle as Record<string, BundleItem>).filter((item): item is BundleChunk => item.type === 'chunk');
        const routeChunks = routeModules.map((module) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`homePreload: no chunk for ${module}; was a route renamed?`);
          return chunk;
        });
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What the page loads anyway: the entry and the chunks Vite already preloads for it.
        const loaded = new Set(chunks.filter((chunk) => chunk.isEntry || html.includes(`/${chunk.fileName}`)).map((chunk) => chunk.fileName));
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (chunk: BundleChunk) => {
          if (loaded.has(chunk.fileName) || scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk.imports.forEach((file) => {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          });
        };
        routeChunks.forEach(visit);
        const links = [
          ...[...scripts].map((file) => ({ rel: 'modulepreload', href: `/${file}` })),
          ...[...styles].map((file) => ({ rel: 'preload', as: 'style', href: `/${file}` })),
        ];
        const tag: HtmlTagDescriptor = {
          tag: 'script',
          injectTo: 'head',
          children: `
      // The home page's chunks, with the start chunk (vite-plugins/home-preload.ts).
      (function () {
        try {
          if (location.pathname !== '/' || !localStorage.getItem(${JSON.stringify(sessionKey)})) return;
        } catch (error) {
          return;
        }
        ${JSON.stringify(links)}.forEach(function (attributes) {
          var link = document.createElement('link');
          link.crossOrigin = '';
          for (var name in attributes) link.setAttribute(name, attributes[name]);
          document.head.appendChild(link);
        });
      })();
    `,
        };
        return [tag];
      },
    },
  };
}
