// Which of our files import which: the relative imports of TypeScript and JavaScript modules, read
// with TypeScript's own import scanner (no type checking, so thousands of files take a second).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { rootDir } from './paths.mjs';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'];

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** A file's path from the repository's root, with forward slashes: the form every selection uses. */
export const fromRoot = (path) => relative(rootDir, path).split('\\').join('/');

/**
 * The file a relative specifier names, as Node, Vite and TypeScript find it (exact, with an
 * extension, a folder's index, or a `.js` written for a `.ts`); null for a package or a missing file.
 * @param {string} importer path from the root
 * @param {string} specifier
 */
export function resolveImport(importer, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = join(rootDir, dirname(importer), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
    ...(/\.[cm]?js$/.test(base) ? [base.replace(/js$/, 'ts')] : []),
  ];
  const found = candidates.find(isFile);
  return found ? fromRoot(found) : null;
}

/** The files a module imports (static, dynamic, `require` and `export … from`), paths from the root. */
export function importsOf(file, source = readFileSync(join(rootDir, file), 'utf8')) {
  if (file.endsWith('.json')) return [];
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return [...new Set(importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter((path) => path !== null))];
}

/**
 * The import graph from `entries`, following each import that stays in the repository (and, when
 * given, passes `follow`): file → the files it imports.
 * @param {string[]} entries paths from the root
 * @param {{ follow?: (file: string) => boolean }} [options]
 * @returns {Map<string, string[]>}
 */
export function importGraph(entries, { follow = () => true } = {}) {
  const graph = new Map();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop();
    if (graph.has(file)) continue;
    const imports = importsOf(file).filter((path) => !path.includes('node_modules/') && follow(path));
    graph.set(file, imports);
    pending.push(...imports);
  }
  return graph;
}

/** Every file `start` reaches through the graph, itself included. */
export function reachableFrom(graph, start) {
  const seen = new Set([start]);
  const pending = [start];
  while (pending.length > 0) {
    for (const next of graph.get(pending.pop()) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        pending.push(next);
      }
    }
  }
  return seen;
}

/** The graph turned around: file → the files that import it. */
function importersOf(graph) {
  const reversed = new Map();
  for (const [file, imports] of graph) {
    for (const imported of imports) reversed.set(imported, [...(reversed.get(imported) ?? []), file]);
  }
  return reversed;
}

const importersCache = new WeakMap();

/** Every file that depends on `file` (itself included), each with the file it depends on one step closer to `file`. */
export function dependentsOf(graph, file) {
  if (!importersCache.has(graph)) importersCache.set(graph, importersOf(graph));
  const importers = importersCache.get(graph);
  const dependents = new Map([[file, null]]);
  const pending = [file];
  while (pending.length > 0) {
    const next = pending.shift();
    for (const importer of importers.get(next) ?? []) {
      if (!dependents.has(importer)) {
        dependents.set(importer, next);
        pending.push(importer);
      }
    }
  }
  return dependents;
}
