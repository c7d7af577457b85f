// Which parts of the server a change to one of its files reaches, and how a test shows it exercises
// each part. Strapi loads the parts by convention (an API folder, a plugin's extension, the hooks of
// server/src/index.ts, the global middlewares), and the parts reach one another through imports and
// through uids (`strapi.service('api::challenge.awards')`, `strapi.documents('api::draw.draw')`),
// so both make the graph.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_HOOKS, LOCAL_PLUGIN_ROUTES, PLUGIN_ROUTES } from '../../tests/server/reach.mjs';
import { dependentsOf, importsOf, resolveImport } from './import-graph.mjs';
import { rootDir } from './paths.mjs';

export const SERVER_SRC = 'server/src';
const BOOT = `${SERVER_SRC}/index.ts`;

/**
 * Files that decide for themselves, by where they are: the whole suite (a reason) or no server test (`none`).
 * @type {[string, { all: string } | { none: string }][]}
 */
const BY_PLACE = [
  [BOOT, { all: "the server's register and bootstrap" }],
  [`${SERVER_SRC}/middlewares/`, { all: 'a global middleware: every request passes it' }],
  [`${SERVER_SRC}/seed/`, { all: String(BOOT_HOOKS.seed) }],
  [`${SERVER_SRC}/admin/`, { none: "the admin panel, a browser app no server test runs (the end-to-end smoke test builds and boots it with the server)" }],
  [`${SERVER_SRC}/plugins/campaign/admin/`, { none: "a local plugin's admin half, in the admin panel no server test runs" }],
];
/** A server file the graph does not read (settings, migrations, packages, assets). */
const ELSEWHERE = { all: "outside server/src's modules (settings, migrations, packages or assets): every test boots it" };

const read = (file) => readFileSync(join(rootDir, file), 'utf8');

/** server/src's modules and schemas: not the admin panel (a browser app), not unit tests, not the boot file (its hooks are the parts). */
export function serverFiles() {
  return readdirSync(join(rootDir, SERVER_SRC), { recursive: true, encoding: 'utf8' })
    .map((path) => `${SERVER_SRC}/${path.split('\\').join('/')}`)
    .filter((file) => /\.(ts|js|json)$/.test(file) && !file.endsWith('.test.ts') && !file.startsWith(`${SERVER_SRC}/admin/`) && !/^server\/src\/plugins\/[\w-]+\/admin\//.test(file) && file !== BOOT)
    .sort();
}

const filesUnder = (files, prefix) => files.filter((file) => file.startsWith(prefix));

/**
 * What a file names by uid, as the files that define it: `service('api::a.n')` the service,
 * `controller('api::a.n')` the controller, any other `api::a.n` the content type (schema, lifecycles),
 * `plugin::p.…` the plugin's extension, and a schema's `"category.name"` its component.
 */
function namedFiles(file, source, files) {
  const named = new Set();
  const add = (prefix) => filesUnder(files, prefix).forEach((path) => named.add(path));
  for (const [, call, api, name] of source.matchAll(/(?:\b(service|controller)\(\s*)?['"`]api::([\w-]+)\.([\w-]+)/g)) {
    const folder = `${SERVER_SRC}/api/${api}`;
    if (call === 'service') ['.ts', '/'].forEach((end) => add(`${folder}/services/${name}${end}`));
    else if (call === 'controller') add(`${folder}/controllers/${name}.ts`);
    else add(`${folder}/content-types/${name}/`);
  }
  for (const [, plugin] of source.matchAll(/['"`]plugin::([\w-]+)\./g)) add(`${SERVER_SRC}/extensions/${plugin}/`);
  if (file.endsWith('.json')) {
    for (const [, category, name] of source.matchAll(/"([\w-]+)\.([\w-]+)"/g)) add(`${SERVER_SRC}/components/${category}/${name}.json`);
  }
  named.delete(file);
  return [...named];
}

/** server/src's graph: file → what it depends on (its imports and what it names by uid). */
export function serverGraph(files = serverFiles()) {
  const known = new Set(files);
  return new Map(files.map((file) => {
    const source = read(file);
    return [file, [...new Set([...importsOf(file, source).filter((path) => known.has(path)), ...namedFiles(file, source, files)])]];
  }));
}

/** The first path segments an API folder's routes serve under /api: its custom paths, and its core router's content type's plural (or, for a single type, singular) name. */
function routeSegments(folder, files) {
  const segments = new Set();
  for (const file of filesUnder(files, `${folder}/routes/`)) {
    const source = read(file);
    for (const [, segment] of source.matchAll(/\bpath:\s*['"`]\/([\w-]+)/g)) segments.add(segment);
    for (const [, api, name] of source.matchAll(/createCoreRouter\(\s*['"`]api::([\w-]+)\.([\w-]+)/g)) {
      const schema = JSON.parse(read(`${SERVER_SRC}/api/${api}/content-types/${name}/schema.json`));
      segments.add(schema.kind === 'singleType' ? schema.info.singularName : schema.info.pluralName);
    }
  }
  return segments;
}

/**
 * The parts of the server a test can be seen to exercise, each with its markers (what a test names
 * when it does: tests/server/reach.mjs): every API folder, local plugin and plugin extension, every hook of
 * server/src/index.ts, and the global middlewares. `all`: every test may see what the part does.
 * @typedef {{ name: string, holds: (file: string) => boolean, segments: Set<string>, texts: string[], all?: string }} Part
 * @returns {Part[]}
 */
export function serverParts(files = serverFiles()) {
  const folders = (under) =>
    readdirSync(join(rootDir, SERVER_SRC, under), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  const inFolder = (name) => (file) => file.startsWith(`${name}/`);
  const apis = folders('api').map((api) => {
    const name = `${SERVER_SRC}/api/${api}`;
    return { name, holds: inFolder(name), ...markersOf([...[...routeSegments(name, files)].map((segment) => `/api/${segment}`), `api::${api}.`]) };
  });
  const extensions = folders('extensions').map((plugin) => {
    const name = `${SERVER_SRC}/extensions/${plugin}`;
    const paths = filesUnder(files, `${name}/`).flatMap((file) => [...read(file).matchAll(/\bpath:\s*['"`]\/([\w-]+)/g)].map(([, segment]) => `/api/${segment}`));
    return { name, holds: inFolder(name), ...markersOf([...(PLUGIN_ROUTES[plugin] ?? []), ...paths, `plugin::${plugin}.`]) };
  });
  const plugins = folders('plugins').map((plugin) => {
    const name = `${SERVER_SRC}/plugins/${plugin}`;
    return { name, holds: inFolder(name), ...markersOf(LOCAL_PLUGIN_ROUTES[plugin] ?? []) };
  });
  const hooks = bootHooks().map(({ specifier, file }) => {
    const reach = BOOT_HOOKS[specifier] ?? [];
    const part = { name: `${BOOT}'s hook ./${specifier}`, holds: (path) => path === file };
    return typeof reach === 'string' ? { ...part, segments: new Set(), texts: [], all: reach } : { ...part, ...markersOf(reach) };
  });
  const middlewares = { name: 'the global middlewares', holds: inFolder(`${SERVER_SRC}/middlewares`), segments: new Set(), texts: [], all: 'which every request passes' };
  return [...apis, ...plugins, ...extensions, ...hooks, middlewares];
}

/** Markers split into /api segments and plain texts. */
function markersOf(markers) {
  const segments = new Set();
  const texts = [];
  for (const marker of markers) {
    const segment = /^\/api\/([\w-]+)$/.exec(marker)?.[1];
    if (segment) segments.add(segment);
    else texts.push(marker);
  }
  return { segments, texts };
}

/** server/src/index.ts's imports: the hooks it runs at register and bootstrap (`specifier` as written, without `./`). */
export function bootHooks() {
  return [...read(BOOT).matchAll(/^import\s+(?!type\b)[^;]*?from\s+'\.\/([^']+)'/gm)].map(([, specifier]) => ({ specifier, file: resolveImport(BOOT, `./${specifier}`) }));
}

/**
 * The parts of the server a changed server file reaches (through the files that depend on it, `via`
 * the chain of them from the file to the part), or why it selects the whole suite (`all`) or no
 * server test (`none`).
 * @param {string} file path from the root, under server/
 * @param {{ graph: Map<string, string[]>, parts: Part[] }} server
 * @returns {{ all: string } | { none: string } | { parts: { part: Part, via: string[] }[] }}
 */
export function reachOf(file, { graph, parts }) {
  if (file.startsWith(`${SERVER_SRC}/`) && file.endsWith('.test.ts')) return { none: "a unit test: Vitest's unit project runs it" };
  const placed = BY_PLACE.find(([place]) => (place.endsWith('/') ? file.startsWith(place) : file === place));
  if (placed) return placed[1];
  if (!graph.has(file)) return ELSEWHERE;
  const dependents = dependentsOf(graph, file);
  const reached = [];
  for (const part of parts) {
    const holder = [...dependents.keys()].find((path) => part.holds(path));
    if (!holder) continue;
    const via = chainTo(dependents, holder);
    if (part.all) return { all: `${via.join(' ← ')}: ${part.name}, ${part.all}` };
    reached.push({ part, via });
  }
  if (reached.length === 0) return { all: 'reaches no route, hook or middleware the selection knows' };
  return { parts: reached };
}

/** The files from the changed one to `holder`, each depending on the one before. */
function chainTo(dependents, holder) {
  const chain = [];
  for (let file = holder; file; file = dependents.get(file)) chain.unshift(file);
  return chain;
}
