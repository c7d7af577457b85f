// @vitest-environment node
// The selection of server tests (`npm run test:quick`) checked against the tree as it is: the
// declared tables (tests/server/reach.mjs) must cover what the code has, so a new hook, route or
// test file cannot slip out of every selection unnoticed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_HOOKS, PLUGIN_ROUTES, WHOLE_SUITE_ONLY } from '../../tests/server/reach.mjs';
import { rootDir } from './paths.mjs';
import { bootHooks, reachOf, serverFiles, serverGraph, serverParts } from './server-reach.mjs';
import { evidenceOf, SERVER_GLOBAL_SETUP, serverTests } from './server-tests.mjs';

const files = serverFiles();
const server = { graph: serverGraph(files), parts: serverParts(files) };
const { tests } = serverTests();
const partNamed = (name) => server.parts.find((part) => part.name === name);
const selected = (part) => tests.filter((test) => evidenceOf(test, part)).map((test) => test.file);

describe('the declared reach of the server tests (tests/server/reach.mjs)', () => {
  it("names every hook of server/src/index.ts, and only those", () => {
    expect(Object.keys(BOOT_HOOKS).sort()).toEqual(bootHooks().map(({ specifier }) => specifier).sort());
    for (const { file } of bootHooks()) expect(files).toContain(file);
  });

  it('gives every hook with markers one some test names', () => {
    const hooks = server.parts.filter((part) => !part.all && part.name.includes("'s hook") && part.segments.size + part.texts.length > 0);
    expect(hooks.length).toBeGreaterThan(5);
    for (const part of hooks) {
      expect(selected(part), `${part.name}: no test names ${[...part.segments, ...part.texts].join(', ')}`).not.toEqual([]);
    }
  });

  it('names the routes of plugins that have an extension', () => {
    const extensions = server.parts.filter((part) => part.name.startsWith('server/src/extensions/')).map((part) => part.name.split('/').pop());
    expect(Object.keys(PLUGIN_ROUTES).sort()).toEqual(extensions.sort());
  });

  it('finds a route for every /api URL the tests call', () => {
    const served = new Set(server.parts.flatMap((part) => [...part.segments]));
    const unserved = tests.flatMap((test) => [...test.segments].filter((segment) => !served.has(segment)).map((segment) => `${test.file}: /api/${segment}`));
    expect(unserved).toEqual([]);
  });

  it('sees every test file exercise some part of the server or import its code, or runs it with the whole suite', () => {
    const importsServer = (test) => [...test.imports].some((file) => file.startsWith('server/src/'));
    const partless = tests.filter((test) => !importsServer(test) && !server.parts.some((part) => !part.all && evidenceOf(test, part))).map((test) => test.file.split('/').pop());
    expect(partless.sort()).toEqual(Object.keys(WHOLE_SUITE_ONLY).sort());
  });

  it("reads the server project's global setup from vitest.config.ts", () => {
    const config = readFileSync(join(rootDir, 'vitest.config.ts'), 'utf8');
    expect(config).toMatch(new RegExp(`name: 'server',[^}]*globalSetup: \\['${SERVER_GLOBAL_SETUP}'\\]`));
  });
});

describe('the parts of the server a changed file reaches', () => {
  it("reads each API folder's routes: custom paths and the core router's content type", () => {
    expect([...partNamed('server/src/api/participation').segments]).toEqual(['participations']);
    expect([...partNamed('server/src/api/project').segments].sort()).toEqual(['project-results', 'project-search', 'projects']);
    expect([...partNamed('server/src/api/home-section1').segments]).toEqual(['home-section1']);
  });

  it("takes a controller to its API's tests and no further", () => {
    const reach = reachOf('server/src/api/participation/controllers/participation.ts', server);
    expect('parts' in reach && reach.parts.map(({ part }) => part.name)).toEqual(['server/src/api/participation']);
    expect(selected(partNamed('server/src/api/participation'))).toContain('tests/server/participations.test.ts');
  });

  it('takes a shared file to every part that imports it, naming the chain', () => {
    const reach = reachOf('server/src/lib/text-search.ts', server);
    const parts = 'parts' in reach ? reach.parts : [];
    expect(parts.map(({ part }) => part.name).sort()).toEqual(['server/src/api/partner', 'server/src/api/project']);
    expect(parts.find(({ part }) => part.name === 'server/src/api/project')?.via).toEqual(expect.arrayContaining(['server/src/lib/text-search.ts', 'server/src/lib/project-search/index.ts']));
  });

  it('follows uids: a service the demo seed calls runs every test', () => {
    const reach = reachOf('server/src/api/participation/services/participation.ts', server);
    expect('all' in reach && reach.all).toMatch(/seed\/demo-member\.ts ← server\/src\/seed\/index\.ts: .*hook \.\/seed/);
  });

  it('runs every test for the middlewares, the boot, the settings and what the graph does not read', () => {
    for (const file of ['server/src/middlewares/xsrf.ts', 'server/src/lib/query-shape.ts', 'server/src/index.ts', 'server/config/server.ts', 'server/database/migrations/x.js', 'server/package.json']) {
      expect(reachOf(file, server), file).toHaveProperty('all');
    }
  });

  it("runs no server test for the server's unit tests and its admin panel", () => {
    expect(reachOf('server/src/lib/madrid-time.test.ts', server)).toHaveProperty('none');
    expect(reachOf('server/src/admin/app.tsx', server)).toHaveProperty('none');
  });
});
