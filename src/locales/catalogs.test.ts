// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledCatalog } from '../../tests/setup/catalogs';

// Keys appear in code as _('a.b'), titleId="a.b", labelId: 'a.b' or as schema messages ('a.errors.b').
const KEY_PATTERNS = [
  /_\(\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g,
  /titleId="([a-zA-Z][\w-]*(?:\.[\w-]+)+)"/g,
  /labelId: '([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g,
  /'([a-zA-Z][\w-]*\.(?:errors|progress)(?:\.[\w-]+)+)'/g,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

function keysUsedInSource(): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles(join(process.cwd(), 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of KEY_PATTERNS) for (const match of text.matchAll(pattern)) keys.add(match[1]!);
  }
  return keys;
}

describe('translation catalogs', () => {
  const es = compiledCatalog('es');
  const en = compiledCatalog('en');

  it('have the same keys in Spanish and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it('translate every key the code uses, in both languages', () => {
    const used = [...keysUsedInSource()];
    expect(used.length).toBeGreaterThan(40);
    expect(used.filter((key) => !(key in es))).toEqual([]);
    expect(used.filter((key) => !(key in en))).toEqual([]);
  });

  it('have no empty message', () => {
    for (const catalog of [es, en]) {
      expect(Object.entries(catalog).filter(([, message]) => JSON.stringify(message) === '[""]')).toEqual([]);
    }
  });
});
