import type { Plugin } from 'vite';
import { HOME_ROUTE_MODULE } from './home-preload.ts';

type Options = { entry?: string; home?: string };

/**
 * Puts every module the entry imports statically into one chunk, `start`, and the app's modules the
 * home page shares with other routes into another, `home-shared`.
 *
 * Rolldown splits each module shared by the entry and a lazy route chunk into a common chunk of its
 * own, so the first page load fetched the entry plus thirteen small chunks (React's JSX runtime, the
 * router's hooks, the HTTP client…), each a request on the critical path of a slow connection. They
 * are all needed before anything renders anyway; one chunk gets them in one request (and compresses
 * better). Route chunks import from it as they did from the small ones. Likewise the home page, the
 * installed app's start page, fetched a kilobyte-sized chunk for each component it shares with
 * another route (the voting card, the rich text…): they come in one request instead.
 */
export function startChunk({ entry = '/src/main.tsx', home = HOME_ROUTE_MODULE }: Options = {}): Plugin {
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
          if (into.has(id) || skip.has(id)) continue;
          into.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      collect(ids.find((id) => id.endsWith(entry)), startModules, new Set());
      collect(ids.find((id) => id.endsWith(home)), homeModules, startModules);
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'start', test: (id: string) => startModules.has(id), priority: 2 },
                // Only the app's own shared modules: a library only the home page uses stays in its chunk.
                { name: 'home-shared', test: (id: string) => homeModules.has(id) && id.includes('/src/'), minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    }),
  };
}
