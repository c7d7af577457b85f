/**
 * A text's blocks with its headings moved so that, as `RichText` shows them (the editor's level 1 as
 * an h2, 2 as an h3, …), the highest one is an h`top` and the rest keep their distance below it,
 * whatever levels the editor picked: a text that is a section of its page has its headings under the
 * section's own, never beside it, and none skips a level. Here and not in `RichText`, which the home
 * page's first chunks carry.
 */
export function headingsFrom(top: number, blocks: unknown): unknown {
  if (!Array.isArray(blocks)) return blocks;
  const isHeading = (block: unknown): block is { level: unknown } => typeof block === 'object' && block !== null && (block as { type?: unknown }).type === 'heading';
  const levelOf = (block: { level: unknown }) => Number(block.level) || 1;
  const levels = blocks.filter(isHeading).map(levelOf);
  if (levels.length === 0) return blocks;
  const shift = top - 1 - Math.min(...levels);
  return blocks.map((block) => (isHeading(block) ? { ...block, level: levelOf(block) + shift } : block));
}
