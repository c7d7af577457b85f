// `node scripts/feature-graph.mjs [--files]`: which feature imports which (src/features/*, folder
// level), what the shared code and the worker import of them, and the cycles among features.
import { featureCycles, featureGraph } from './lib/feature-graph.mjs';
import { rootDir } from './lib/paths.mjs';

const showFiles = process.argv.includes('--files');
const graph = featureGraph(rootDir, { from: ['src/components', 'src/lib', 'sw'] });

for (const [from, targets] of graph.edges) {
  const list = [...targets].sort(([a], [b]) => a.localeCompare(b));
  console.log(`${from} → ${list.map(([to, edge]) => (edge.typeOnly ? `${to} (types)` : to)).join(', ') || '∅'}`);
  if (showFiles) for (const [to, edge] of list) console.log(`    ${to}: ${[...new Set(edge.files)].join(', ')}`);
}
const cycles = featureCycles(graph);
console.log(`\ncycles among features: ${cycles.length === 0 ? 'none' : cycles.map((cycle) => cycle.join(' ⇄ ')).join('; ')}`);
