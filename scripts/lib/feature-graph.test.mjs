// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { featureCycles, featureGraph } from './feature-graph.mjs';

// Vitest runs from the repository's root.
const rootDir = process.cwd();

const graphOf = (edges) => ({
  features: Object.keys(edges),
  edges: new Map(Object.entries(edges).map(([from, targets]) => [from, new Map(targets.map(([to, typeOnly = false]) => [to, { files: [], typeOnly }]))])),
});

describe('cycles among features', () => {
  it('are found whatever their length, each once', () => {
    const graph = graphOf({ a: [['b']], b: [['a'], ['c']], c: [['d']], d: [['b']], e: [['a']] });
    expect(featureCycles(graph)).toEqual([['a', 'b', 'c', 'd']]);
    expect(featureCycles(graphOf({ a: [['b']], b: [['c']], c: [] }))).toEqual([]);
  });

  it('leave type-only imports out when asked', () => {
    const graph = graphOf({ a: [['b']], b: [['a', true]] });
    expect(featureCycles(graph)).toEqual([['a', 'b']]);
    expect(featureCycles(graph, { runtimeOnly: true })).toEqual([]);
  });
});

describe("the app's features", () => {
  const graph = featureGraph(rootDir, { from: ['src/components', 'src/lib'] });

  it('import each other without a cycle, type-only imports included', () => {
    expect(featureCycles(graph)).toEqual([]);
  });

  it('are never imported by shared code', () => {
    expect([...graph.edges.get('src/components').keys()]).toEqual([]);
    expect([...graph.edges.get('src/lib').keys()]).toEqual([]);
  });
});
