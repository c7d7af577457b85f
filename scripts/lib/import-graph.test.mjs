// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importGraph, importsOf, reachableFrom, resolveImport } from './import-graph.mjs';

describe('the import graph', () => {
  it('finds a file as Node, Vite and TypeScript do', () => {
    expect(resolveImport('server/src/index.ts', './seed')).toBe('server/src/seed/index.ts');
    expect(resolveImport('server/src/index.ts', './lib/premium')).toBe('server/src/lib/premium.ts');
    expect(resolveImport('tests/server/client.ts', '../../scripts/lib/join.mjs')).toBe('scripts/lib/join.mjs');
    expect(resolveImport('scripts/test.mjs', './lib/no-such-file.mjs')).toBeNull();
    expect(resolveImport('scripts/test.mjs', 'vitest')).toBeNull();
  });

  it('reads static, dynamic, re-exported and required imports, not packages', () => {
    const source = [
      "import { run } from './run.mjs';",
      "import type { X } from './paths.mjs';",
      "export { median } from './median.mjs';",
      "const later = () => import('./join.mjs');",
      "const { chromium } = require('./chromium.mjs');",
      "import { spawn } from 'node:child_process';",
    ].join('\n');
    expect(importsOf('scripts/lib/example.mjs', source).sort()).toEqual(['scripts/lib/chromium.mjs', 'scripts/lib/join.mjs', 'scripts/lib/median.mjs', 'scripts/lib/paths.mjs', 'scripts/lib/run.mjs']);
  });

  it('follows imports through the repository', () => {
    const graph = importGraph(['tests/server/client.ts']);
    expect(reachableFrom(graph, 'tests/server/client.ts')).toContain('scripts/lib/proof-of-work.mjs');
  });
});
