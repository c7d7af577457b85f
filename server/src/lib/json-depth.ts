/** Keys that reach an object's prototype when a body is merged or assigned into another object. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type ShapeProblem = 'tooDeep' | 'prototypeKey' | null;

/**
 * What is wrong with a parsed body's shape: objects or arrays nested deeper than `maxDepth`, or a
 * key that names a prototype. Iterative, stops at the first problem, visits each node once, so it
 * costs no more than the parse did and never overflows the stack (deep values are what overflow it
 * further down, in validation and sanitising).
 */
export function shapeProblem(value: unknown, maxDepth: number): ShapeProblem {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > maxDepth) return 'tooDeep';
    for (const [key, child] of Object.entries(node)) {
      if (PROTOTYPE_KEYS.has(key)) return 'prototypeKey';
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return null;
}
