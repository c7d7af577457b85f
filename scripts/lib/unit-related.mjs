// What `npm run test:quick` hands `vitest related`: the changed files and every module that imports
// one of them. Vitest's own graph stops where the router's plugin splits a route's component into a
// chunk of its own (`routes/x.tsx?tsr-split=component` is no file, so Vitest does not follow it): a
// test that renders the app would never be picked for a change to a page's component. Handing it the
// importers as well (the route files among them, which its graph does reach) picks those tests.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dependentsOf, importGraph } from './import-graph.mjs';
import { rootDir } from './paths.mjs';

/** Where the modules unit tests import live. */
const MODULE_FOLDERS = ['src', 'sw', 'scripts', 'vite-plugins', 'server/src', 'tests'];

function modulesIn(folder) {
  return readdirSync(join(rootDir, folder), { recursive: true, encoding: 'utf8' })
    .map((path) => `${folder}/${path.split('\\').join('/')}`)
    .filter((file) => /\.(ts|tsx|mts|mjs|js)$/.test(file) && !file.includes('node_modules/'));
}

/**
 * The changed files and the modules that import them, directly or not (sorted).
 * @param {string[]} changed paths from the root
 */
export function relatedInputs(changed) {
  const graph = importGraph(MODULE_FOLDERS.flatMap(modulesIn));
  const related = new Set(changed);
  for (const file of changed) {
    if (graph.has(file)) for (const dependent of dependentsOf(graph, file).keys()) related.add(dependent);
  }
  return [...related].sort();
}
