import type { Plugin } from 'vite';

/**
 * Puts every module the entry imports statically into one chunk, `start`.
 *
 * Rolldown splits each module shared by the entry and a lazy route chunk into a common chunk of its
 * own, so the first page load fetched the entry plus thirteen small chunks (React's JSX runtime, the
 * router's hooks, the HTTP client…), each a request on the critical path of a slow connection. They
 * are all needed before anything renders anyway; one chunk gets them in one request (and compresses
 * better). Route chunks import from it as they did from the small ones.
 */
export function startChunk(entry = '/src/main.tsx'): Plugin {
  const startModules = new Set<string>();
  return {
    name: 'chispa:start-chunk',
    apply: 'build',
    buildEnd() {
      startModules.clear();
      const root = [...this.getModuleIds()].find((id) => id.endsWith(entry));
      if (!root) return;
      const queue = [root];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (startModules.has(id)) continue;
        startModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'start', test: (id: string) => startModules.has(id) }] } },
        },
      },
    }),
  };
}
