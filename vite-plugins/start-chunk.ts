import type { HtmlTagDescriptor, Plugin } from 'vite';
import { HOME_ROUTE_MODULE } from './home-preload.ts';

type Options = { entry?: string; start?: string; startReact?: string; home?: string };

const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;
/**
 * Library modules the start reaches only through a package's index, which re-exports everything:
 * following the index would put them in `start` although only a later page uses them (mutations on
 * the profile, paged lists on the news and DIDs history). They stay with the chunks that use them.
 */
const LATER_PAGES_ONLY = /\/@tanstack\/(react-query\/build\/modern\/(useMutation|useInfiniteQuery|infiniteQueryOptions)|query-core\/build\/modern\/(mutationObserver|infiniteQueryObserver))\.js$/;

/**
 * Puts every module the app's start module (start.tsx, which the entry main.tsx imports) imports
 * statically into one chunk, `start`, fetched from the page's start, and the app's modules the home
 * page shares with other routes into another, `home-shared`.
 *
 * Rolldown splits each module shared by the entry and a lazy route chunk into a common chunk of its
 * own, so the first page load fetched the entry plus thirteen small chunks (React's JSX runtime, the
 * router's hooks, the HTTP client…), each a request on the critical path of a slow connection. They
 * are all needed before anything renders anyway; one chunk gets them in one request (and compresses
 * better). Route chunks import from it as they did from the small ones. Likewise the home page, the
 * installed app's start page, fetched a kilobyte-sized chunk for each component it shares with
 * another route (the voting card, the rich text…): they come in one request instead.
 */
export function startChunk({ entry = '/src/main.tsx', start = '/src/start.tsx', startReact = '/src/start-react.ts', home = HOME_ROUTE_MODULE }: Options = {}): Plugin {
  const entryModules = new Set<string>();
  const startModules = new Set<string>();
  const homeModules = new Set<string>();
  return {
    name: 'chispa:start-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const collect = (root: string | undefined, into: Set<string>, skip: Set<string>) => {
        into.clear();
        const queue = root ? [root] : [];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (into.has(id) || skip.has(id) || LATER_PAGES_ONLY.test(id)) continue;
          into.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      // What the entry itself needs (the early paint's removal, the bundler's preload helper) stays in
      // the entry's chunk: were it in `start`, the entry would import, so evaluate, all of it first.
      collect(ids.find((id) => id.endsWith(entry)), entryModules, new Set());
      collect(ids.find((id) => id.endsWith(start)), startModules, entryModules);
      collect(ids.find((id) => id.endsWith(home)), homeModules, new Set([...entryModules, ...startModules]));
    },
    // The entry (main.tsx) imports start.tsx dynamically: its chunks are fetched with the entry all
    // the same, as a static import's would be (index.html's early script adds these preloads with it).
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; moduleIds: string[]; imports: string[] };
        const chunks = (Object.values(bundle) as { type: string }[]).filter((item): item is Chunk => item.type === 'chunk');
        // The `start` group's chunk, and the one the dynamic import names if the bundler made one.
        const startChunks = chunks.filter((chunk) => chunk.facadeModuleId?.endsWith(start) || chunk.moduleIds.some((id) => id.endsWith(start)));
        if (startChunks.length === 0) throw new Error(`startChunk: no chunk for ${start}`);
        const files = [...new Set(startChunks.flatMap((chunk) => [chunk.fileName, ...chunk.imports]))].filter((file) => !html.includes(`/${file}`));
        // Low priority: the home page's early picture (high) goes first over a slow connection.
        return files.map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, fetchpriority: 'low' }, injectTo: 'head' }));
      },
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React and React DOM, which main.tsx evaluates first (through start-react.ts, in the
                // same chunk: no request of its own), in a task of their own.
                { name: 'start-react', test: (id: string) => id.endsWith(startReact) || (startModules.has(id) && REACT.test(id)), priority: 3, includeDependenciesRecursively: false },
                // Not the entry's own modules, which start.tsx imports too: they stay in the entry's
                // chunk (startModules is already everything else start.tsx imports).
                { name: 'start', test: (id: string) => startModules.has(id), priority: 2, includeDependenciesRecursively: false },
                // Only the app's own shared modules: a library only the home page uses stays in its chunk.
                { name: 'home-shared', test: (id: string) => homeModules.has(id) && id.includes('/src/'), minShareCount: 2, priority: 1, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    }),
  };
}
