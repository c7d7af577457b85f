import type { Plugin } from 'vite';
import { takeCodeTags } from './code-tags.ts';
import { earlyHomeScript } from './early-home-script.ts';

type BundleChunk = { type: 'chunk'; fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[]; viteMetadata?: { importedCss: Set<string> } };
type BundleItem = BundleChunk | { type: 'asset' };

/** The home page's component module, as the router plugin splits it (also used by start-chunk.ts). */
export const HOME_ROUTE_MODULE = 'src/routes/index.tsx?tsr-split=component';

/**
 * What the early script reads, named as the app names them (not imported: that code is browser code):
 * src/lib/session.ts's SESSION_KEY, src/lib/i18n.ts's LANGUAGE_KEY, the app server's data block
 * (scripts/lib/app-server/home-shell.mjs), src/query-client.ts's PERSISTED_CACHE_KEY.
 */
export const EARLY_SCRIPT_KEYS = {
  sessionKey: 'chispaUser',
  languageKey: 'i18nextLng',
  earlySectionsId: 'chispa-early-sections',
  persistedCacheKey: 'chispa-query-cache',
};

/**
 * Puts index.html's first script (vite-plugins/early-home-script.ts) at the top of the built page. On
 * every page it asks for the language's catalog; on the home page with a member signed in (the
 * installed app's start page) it takes or asks for the first section, preloads and shows its picture
 * until the app renders, and fetches the home page's own chunks (computed here from the bundle)
 * together with the start chunk, instead of after the start chunk has run and the router has asked
 * for them: one round trip less before the cards. Elsewhere, or for a guest (sent to /login), nothing
 * extra is fetched. On every page, it adds the app's code (the entry's script and Vite's module
 * preloads, taken out of the page here) once the early picture is painted, or at once without one.
 */
export function homePreload({ routeModules = [HOME_ROUTE_MODULE], ...keys }: Partial<typeof EARLY_SCRIPT_KEYS> & { routeModules?: string[] } = {}): Plugin {
  const { sessionKey, languageKey, earlySectionsId, persistedCacheKey } = { ...EARLY_SCRIPT_KEYS, ...keys };
  return {
    name: 'chispa:home-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
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
        // The early script adds the app's code itself, once the early picture is painted.
        const taken = takeCodeTags(html);
        const script = earlyHomeScript({ links, sessionKey, languageKey, earlySectionsId, persistedCacheKey, code: taken.code });
        // Where the entry's script was: before the stylesheet (a script after it would wait for it) and
        // before the page's own requests, so that the picture's request is among the first.
        return taken.html.slice(0, taken.at) + `<script>${script}</script>\n    ` + taken.html.slice(taken.at);
      },
    },
  };
}
