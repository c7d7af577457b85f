import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The features' import graph at folder level: which feature of `src/features/` imports which other,
 * through which files. Static imports, re-exports and lazy `import()` all count (a lazy import is
 * still a dependency of the design); type-only ones are kept apart, since they are gone at run time.
 * Tests are left out: they may read what they test.
 */

/** The app's source files under `dir` (recursively), tests aside. */
function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.|\.d\.ts$/.test(name) ? [path] : [];
  });
}

/** Every module specifier `file` names, with whether it is type-only. */
function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push({ specifier: argument.text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The feature a path lies in (`src/features/<name>/…`), or null. */
function featureOf(featuresDir, path) {
  const inside = relative(featuresDir, path);
  if (inside.startsWith('..') || inside === '') return null;
  return inside.split(sep)[0];
}

/**
 * The graph of `<root>/src/features` and, optionally, of other source folders that use features
 * (`from`: e.g. `['src/components', 'src/lib', 'sw']`, each reported as a node of its own).
 * Returns `edges`: `Map<from, Map<to, { files: string[], typeOnly: boolean }>>`.
 */
export function featureGraph(root, { from = [] } = {}) {
  const featuresDir = join(root, 'src', 'features');
  const features = readdirSync(featuresDir).filter((name) => statSync(join(featuresDir, name)).isDirectory());
  const origins = [
    ...features.map((name) => ({ node: name, dir: join(featuresDir, name) })),
    ...from.map((dir) => ({ node: dir, dir: join(root, dir) })),
  ];
  const edges = new Map(origins.map(({ node }) => [node, new Map()]));
  for (const { node, dir } of origins) {
    for (const file of sources(dir)) {
      for (const { specifier, typeOnly } of importsOf(file)) {
        if (!specifier.startsWith('.')) continue;
        const target = featureOf(featuresDir, resolve(dirname(file), specifier));
        if (target === null || target === node) continue;
        const edge = edges.get(node).get(target) ?? { files: [], typeOnly: true };
        edge.files.push(relative(root, file).split(sep).join('/'));
        edge.typeOnly &&= typeOnly;
        edges.get(node).set(target, edge);
      }
    }
  }
  return { features, edges };
}

/**
 * The cycles among features: each strongly connected component of more than one feature (Tarjan),
 * its members sorted. `runtimeOnly` leaves type-only edges out.
 */
export function featureCycles({ features, edges }, { runtimeOnly = false } = {}) {
  const next = (node) => [...(edges.get(node) ?? new Map())].filter(([, edge]) => !runtimeOnly || !edge.typeOnly).map(([to]) => to);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of features) if (!index.has(node)) connect(node);
  return components;
}
