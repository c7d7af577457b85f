/**
 * Whether a parsed value nests objects or arrays deeper than `max` levels. Iterative, stops at the
 * first branch that is too deep, and visits each node at most once, so it costs no more than the
 * parse did and never overflows the stack (deep values are what overflow it further down).
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(node)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
