/** Keys that reach an object's prototype when a body is merged or assigned into another object. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Characters a text column cannot hold on every engine we run: PostgreSQL refuses U+0000 in `text`
 * and `varchar` (SQLite stores it), so a string holding one would answer 500 there.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is the character refused
const UNSTORABLE = /\u0000/;

export type ShapeProblem = 'tooDeep' | 'prototypeKey' | 'unstorableText' | null;

/** Whether a string (a value or a key) holds a character no database column of ours can store. */
export const isUnstorableText = (text: string) => UNSTORABLE.test(text);

/**
 * What is wrong with a parsed body's shape: objects or arrays nested deeper than `maxDepth`, a key
 * that names a prototype (unless `prototypeKeys` is false), or text, a value or a key, that the
 * database cannot store (unless `text` is false). Iterative, stops at the first problem, visits each
 * node once, so it costs no more than the parse did and never overflows the stack (deep values are
 * what overflow it further down, in validation and sanitising).
 */
export function shapeProblem(value: unknown, maxDepth: number, { prototypeKeys = true, text = true } = {}): ShapeProblem {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (typeof node === 'string') {
      if (text && isUnstorableText(node)) return 'unstorableText';
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > maxDepth) return 'tooDeep';
    for (const [key, child] of Object.entries(node)) {
      if (prototypeKeys && PROTOTYPE_KEYS.has(key)) return 'prototypeKey';
      if (text && isUnstorableText(key)) return 'unstorableText';
      if (child !== null && (typeof child === 'object' || typeof child === 'string')) stack.push([child, depth + 1]);
    }
  }
  return null;
}
