import type { HtmlTagDescriptor, Plugin } from 'vite';
import { DESKTOP_FROM, POSTER_SIZES, SECTION_IMAGE_SIZES } from '../src/features/home/section-sizes.ts';

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
 *
 * On every page it asks for the language's catalog, which the app waits for before its first
 * render (src/lib/i18n.ts takes the answer). On the home page it also asks for the first home section (the page waits for it, and its picture is the largest
 * thing above the cards) while the code loads; the app takes that answer (src/lib/early-data.ts,
 * features/home/api.ts) instead of asking again, and the section's picture is preloaded as soon as
 * it is known: the same choice as features/home/section-media.ts's sectionPicture and the same
 * srcset as components/ui/image-sources.ts (tests/e2e/home.test.ts checks they agree). The language
 * follows src/lib/i18n.ts's resolveLanguage (`languageKey` is its LANGUAGE_KEY): en, else es.
 */
export function homePreload({ routeModules = [HOME_ROUTE_MODULE], sessionKey = 'chispaUser', languageKey = 'i18nextLng' } = {}): Plugin {
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
      // The catalog, and on the home page its chunks and first section, with the start chunk (vite-plugins/home-preload.ts).
      (function () {
        var early = {};
        window.__chispaEarly = early;
        function answerOf(url) {
          return fetch(url, { headers: { Accept: 'application/json' } })
            .then(function (response) {
              if (response.status === 404) return { status: 404 };
              return response.ok ? response.json().then(function (body) { return { status: 200, body: body }; }) : null;
            })
            .catch(function () { return null; });
        }
        var language = 'es';
        var home = false;
        try {
          var stored = (localStorage.getItem(${JSON.stringify(languageKey)}) || '').trim().toLowerCase().split(/[-_]/)[0];
          language = stored === 'en' ? 'en' : 'es';
          home = location.pathname === '/' && !!localStorage.getItem(${JSON.stringify(sessionKey)});
        } catch (error) {
          // storage refused: Spanish, and no guess at the page
        }
        // Every page waits for its catalog before it renders anything.
        early['catalog:' + language] = answerOf('/locales/' + language + '/messages.json');
        if (!home) return;
        ${JSON.stringify(links)}.forEach(function (attributes) {
          var link = document.createElement('link');
          link.crossOrigin = '';
          for (var name in attributes) link.setAttribute(name, attributes[name]);
          document.head.appendChild(link);
        });
        function isVideo(url) {
          try {
            var parsed = new URL(String(url).trim());
            return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && new RegExp('^/(?:video/)?[0-9]+(?:/[0-9a-z]+)?/?$', 'i').test(parsed.pathname);
          } catch (error) {
            return false;
          }
        }
        function preloadPicture(section) {
          if (!section) return;
          var desktop = window.matchMedia(${JSON.stringify(DESKTOP_FROM)}).matches;
          var own = desktop ? [section.videoUrlDesktop, section.imageDesktop] : [section.videoUrlMobile, section.imageMobile];
          var other = desktop ? [section.videoUrlMobile, section.imageMobile] : [section.videoUrlDesktop, section.imageDesktop];
          var picture = null;
          [own, other].some(function (device) {
            if (device[0] && isVideo(device[0])) {
              var poster = desktop ? section.imageDesktop || section.imageMobile : section.imageMobile || section.imageDesktop;
              picture = poster ? [poster, ${JSON.stringify(POSTER_SIZES)}] : null;
              return true;
            }
            if (device[1]) {
              picture = [device[1], ${JSON.stringify(SECTION_IMAGE_SIZES)}];
              return true;
            }
            return false;
          });
          if (!picture) return;
          var media = picture[0];
          var candidates = {};
          var formats = media.formats || {};
          for (var name in formats) if (formats[name] && formats[name].width) candidates[formats[name].width] = formats[name].url;
          if (media.width) candidates[media.width] = media.url;
          var widths = Object.keys(candidates).map(Number).sort(function (a, b) { return a - b; });
          var link = document.createElement('link');
          link.rel = 'preload';
          link.as = 'image';
          link.href = media.url;
          link.setAttribute('fetchpriority', 'high');
          if (media.width && widths.length > 1) {
            link.setAttribute('imagesrcset', widths.map(function (width) { return candidates[width] + ' ' + width + 'w'; }).join(', '));
            link.setAttribute('imagesizes', picture[1]);
          }
          document.head.appendChild(link);
        }
        early['home-section1:' + language] = answerOf('/api/home-section1?populate=all&locale=' + language).then(function (answer) {
          try {
            preloadPicture(answer && answer.status === 200 && answer.body && answer.body.data);
          } catch (error) {
            // the page reads the picture itself
          }
          return answer;
        });
      })();
    `,
        };
        return [tag];
      },
    },
  };
}
