// The server test files, what each imports and what each names of the server (its markers: the
// URLs it calls and the uids it names, in its own source or a helper's). They talk HTTP, so no
// import reaches the server's modules: tests/server/reach.mjs and server-reach.mjs say the rest.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importGraph, reachableFrom } from './import-graph.mjs';
import { rootDir } from './paths.mjs';

export const SERVER_TESTS = 'tests/server';
/** The server project's global setup (vitest.config.ts): it builds and boots the server every file talks to. */
export const SERVER_GLOBAL_SETUP = `${SERVER_TESTS}/boot-strapi.ts`;

/** What a test names, read from its files under tests/ and scripts/ (not the app or server code some import for a rule). */
const isTestCode = (file) => file.startsWith('tests/') || file.startsWith('scripts/');

/**
 * @typedef {{ file: string, imports: Set<string>, segments: Set<string>, text: string }} ServerTest
 * @returns {{ tests: ServerTest[], setup: Set<string> }} each test file with what it reaches, and the files the global setup reaches
 */
export function serverTests() {
  const files = readdirSync(join(rootDir, SERVER_TESTS), { recursive: true, encoding: 'utf8' })
    .map((path) => `${SERVER_TESTS}/${path.split('\\').join('/')}`)
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
  const graph = importGraph([...files, SERVER_GLOBAL_SETUP]);
  const sources = new Map();
  const source = (file) => sources.get(file) ?? sources.set(file, readFileSync(join(rootDir, file), 'utf8')).get(file);
  const tests = files.map((file) => {
    const imports = reachableFrom(graph, file);
    const text = [...imports].filter(isTestCode).map(source).join('\n');
    // A URL's /api, not a path's (`server/src/api/…` in an import).
    return { file, imports, segments: new Set([...text.matchAll(/(?<![\w.-])\/api\/([\w-]+)/g)].map(([, segment]) => segment)), text };
  });
  return { tests, setup: reachableFrom(graph, SERVER_GLOBAL_SETUP) };
}

/** How a test shows it exercises a part of the server (the marker it names), or null. */
export function evidenceOf(test, part) {
  const segment = [...part.segments].find((name) => test.segments.has(name));
  if (segment) return `calls /api/${segment}`;
  const text = part.texts.find((marker) => test.text.includes(marker));
  return text ? `names ${text}` : null;
}
