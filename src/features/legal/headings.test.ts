// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { headingsFrom } from './headings';

const heading = (level: number) => ({ type: 'heading', level, children: [] });
const paragraph = { type: 'paragraph', children: [] };
/** The h-level RichText shows an editor's level at (its own rule: level 1 is an h2, never beyond h6). */
const shown = (blocks: unknown) => (blocks as Array<{ type: string; level?: number }>).filter((b) => b.type === 'heading').map((b) => Math.min(6, Math.max(2, b.level! + 1)));

describe("a legal text's headings under its section", () => {
  it.each([
    [[1, 2], 3, [3, 4]],
    [[2, 3, 2], 3, [3, 4, 3]],
    [[3, 4], 2, [2, 3]],
    [[1, 2], 2, [2, 3]],
    [[2, 6], 3, [3, 6]],
  ])('the editor\'s %j with the highest at h%i are shown as %j', (levels, top, expected) => {
    expect(shown(headingsFrom(top, [paragraph, ...levels.map(heading)]))).toEqual(expected);
  });

  it('leaves a text without headings, and anything that is not a list, as it is', () => {
    const blocks = [paragraph];
    expect(headingsFrom(3, blocks)).toBe(blocks);
    expect(headingsFrom(3, null)).toBeNull();
  });
});
